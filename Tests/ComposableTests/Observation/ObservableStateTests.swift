import Composable
import Foundation
import Observation
import Testing

// MARK: - Fixtures

@ObservableState
private struct TrackedRow: Equatable, Identifiable {
  let id: Int
  var count = 0
}

@ObservableState
private struct TrackedChild: Hashable, Codable {
  var count = 0
  var title = ""

  mutating func reset() {
    self = TrackedChild()
  }
}

/// Observable state whose property names need backticks.
@ObservableState
private struct KeywordState: Equatable {
  var `default` = 0
  var `class`: TrackedChild?
}

/// Observable state that is not `Equatable`: compared by identity only.
@ObservableState
private struct TrackedOpaqueChild {
  var value = 0
}

@ObservableState
private enum TrackedMode: Equatable {
  case idle
  case editing(TrackedChild)
  case viewing(TrackedChild)
  case counting(Int)

  mutating func incrementEditingCount() {
    if case var .editing(child) = self {
      child.count += 1
      self = .editing(child)
    }
  }

  mutating func incrementCounting() {
    if case let .counting(count) = self {
      self = .counting(count + 1)
    }
  }
}

@ObservableState
private struct TrackedParent: Equatable {
  var count = 0
  var text = ""
  var child = TrackedChild()
  var optionalChild: TrackedChild?
  var rows: IdentifiedArrayOf<TrackedRow> = []
  var mode = TrackedMode.idle
  let fixed = 1
  var doubled: Int { count * 2 }
  @ObservationStateIgnored var ignored = 0
}

@ObservableState
private struct TrackedPresenter {
  var count = 0
  @Presents var destination: TrackedChild?
  @Presents var mode: TrackedMode?
}

// MARK: - Tests

@Suite struct ObservableStateTests {
  @Test func readingAFieldRegistersOnlyThatField() {
    var state = TrackedParent()
    let counter = track { _ = state.count }

    state.text = "changed"
    state.child.count += 1
    state.rows.append(TrackedRow(id: 1))
    #expect(counter.count == 0)

    state.count += 1
    #expect(counter.count == 1)
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    var state = TrackedParent()
    state.text = "hello"
    let counter = track { _ = state.text }

    state.text = "hello"
    #expect(counter.count == 0)

    state.text = "world"
    #expect(counter.count == 1)
  }

  @Test func modifyingInPlaceToTheSameValueDoesNotNotify() {
    var state = TrackedParent()
    let counter = track { _ = state.count }

    state.count += 0
    #expect(counter.count == 0)

    state.count += 1
    #expect(counter.count == 1)
  }

  @Test func untrackedPropertiesDoNotRegister() {
    var state = TrackedParent()
    let counter = track {
      _ = state.ignored
      _ = state.fixed
    }
    state.ignored += 1
    state.count += 1
    #expect(counter.count == 0)
    #expect(state.doubled == 2)
  }

  @Test func childModifiedInPlaceDoesNotNotifyTheParentField() {
    var state = TrackedParent()
    let parentCounter = track { _ = state.child }
    let childCounter = track { _ = state.child.count }

    state.child.count += 1
    #expect(parentCounter.count == 0)
    #expect(childCounter.count == 1)
    #expect(state.child.count == 1)
  }

  @Test func replacingTheChildNotifiesTheParentField() {
    var state = TrackedParent()
    let counter = track { _ = state.child }

    state.child = TrackedChild()
    #expect(counter.count == 1)
  }

  @Test func replacingTheChildFromInsideAModificationNotifies() {
    var state = TrackedParent()
    let counter = track { _ = state.child }

    state.child.reset()
    #expect(counter.count == 1)
  }

  @Test func assigningACopyOfTheChildKeepsItsIdentity() {
    var state = TrackedParent()
    var copy = state.child
    copy.title = "edited"
    let parentCounter = track { _ = state.child }

    state.child = copy
    #expect(parentCounter.count == 0)
    #expect(state.child.title == "edited")
  }

  @Test func optionalChildAppearingAndDisappearingNotifies() {
    var state = TrackedParent()
    let appeared = track { _ = state.optionalChild }
    state.optionalChild = TrackedChild()
    #expect(appeared.count == 1)

    let modified = track { _ = state.optionalChild }
    state.optionalChild?.count += 1
    #expect(modified.count == 0)
    #expect(state.optionalChild?.count == 1)

    let disappeared = track { _ = state.optionalChild }
    state.optionalChild = nil
    #expect(disappeared.count == 1)
  }

  @Test func identifiedArrayElementModifiedInPlaceDoesNotNotifyTheArray() {
    var state = TrackedParent()
    state.rows = [TrackedRow(id: 1), TrackedRow(id: 2)]
    let rowsCounter = track { _ = state.rows }
    let rowCounter = track { _ = state.rows[id: 1]?.count }

    state.rows[id: 1]?.count += 1
    #expect(rowsCounter.count == 0)
    #expect(rowCounter.count == 1)
    #expect(state.rows[id: 1]?.count == 1)
  }

  @Test func identifiedArrayInsertAndRemoveNotify() {
    var state = TrackedParent()
    state.rows = [TrackedRow(id: 1)]

    let inserted = track { _ = state.rows }
    state.rows.append(TrackedRow(id: 2))
    #expect(inserted.count == 1)

    let removed = track { _ = state.rows }
    state.rows.remove(id: 1)
    #expect(removed.count == 1)

    let reassigned = track { _ = state.rows }
    state.rows = state.rows
    #expect(reassigned.count == 0)
  }

  @Test func enumFieldNotifiesWhenTheCaseOrPayloadIdentityChanges() {
    var state = TrackedParent()
    let toEditing = track { _ = state.mode }
    state.mode = .editing(TrackedChild())
    #expect(toEditing.count == 1)

    let modified = track { _ = state.mode }
    state.mode.incrementEditingCount()
    #expect(modified.count == 0)

    let sameChildOtherCase = track { _ = state.mode }
    if case let .editing(child) = state.mode {
      state.mode = .viewing(child)
    }
    #expect(sameChildOtherCase.count == 1)
  }

  @Test func enumPayloadWithoutIdentityIsComparedByEquality() {
    var state = TrackedParent()
    state.mode = .counting(1)

    let sameValue = track { _ = state.mode }
    state.mode = .counting(1)
    #expect(sameValue.count == 0)

    let newValue = track { _ = state.mode }
    state.mode = .counting(2)
    #expect(newValue.count == 1)

    let modified = track { _ = state.mode }
    state.mode.incrementCounting()
    #expect(modified.count == 1)
    #expect(state.mode == .counting(3))
  }

  @Test func copiesShareIdentityAndNewValuesDoNot() {
    let state = TrackedParent()
    var copy = state
    copy.count += 1
    #expect(copy._$id == state._$id)
    #expect(TrackedParent()._$id != state._$id)
  }

  @Test func aChildModifiedThroughItsParentTakesANewRevisionOfItsIdentity() {
    var state = TrackedParent()
    let before = state.child
    state.child.count += 1
    #expect(state.child._$id != before._$id)
    #expect(state.child._$id._$lineage == before._$id._$lineage)
    #expect(TrackedChild()._$id._$lineage != before._$id._$lineage)
  }

  @Test func decodedStateHasANewIdentity() throws {
    var child = TrackedChild()
    child.count = 3
    let data = try JSONEncoder().encode(child)
    let decoded = try JSONDecoder().decode(TrackedChild.self, from: data)
    #expect(decoded == child)
    #expect(decoded._$id != child._$id)
  }

  @Test func equalityAndHashingIgnoreIdentity() {
    var lhs = TrackedChild()
    var rhs = TrackedChild()
    lhs.title = "same"
    rhs.title = "same"
    #expect(lhs == rhs)
    #expect(lhs.hashValue == rhs.hashValue)
    #expect(lhs._$id != rhs._$id)
  }

  @Test func memberwiseInitializerTakesTrackedProperties() {
    let row = TrackedRow(id: 7, count: 2)
    #expect(row.id == 7)
    #expect(row.count == 2)
  }
}

@Suite struct IsIdentityEqualTests {
  @Test func equatableValuesCompareWithEquality() {
    #expect(_$isIdentityEqual(1, 1))
    #expect(!_$isIdentityEqual("a", "b"))
    #expect(genericIsIdentityEqual(1, 1))
    #expect(!genericIsIdentityEqual("a", "b"))
  }

  @Test func observableEquatableStateComparesByIdentityNotEquality() {
    let original = TrackedChild()
    var modified = original
    modified.count += 1
    #expect(original != modified)
    #expect(_$isIdentityEqual(original, modified))
    #expect(genericIsIdentityEqual(original, modified))

    let equalButNew = TrackedChild()
    #expect(original == equalButNew)
    #expect(!_$isIdentityEqual(original, equalButNew))
    #expect(!genericIsIdentityEqual(original, equalButNew))
  }

  @Test func observableStateComparesByIdentity() {
    let original = TrackedOpaqueChild()
    var modified = original
    modified.value += 1
    #expect(_$isIdentityEqual(original, modified))
    #expect(!_$isIdentityEqual(original, TrackedOpaqueChild()))
    #expect(genericIsIdentityEqual(original, modified))
  }

  @Test func optionalObservableStateComparesByIdentity() {
    let child = TrackedChild()
    var modified = child
    modified.count += 1
    let none: TrackedChild? = nil
    #expect(_$isIdentityEqual(none, none))
    #expect(_$isIdentityEqual(Optional(child), Optional(modified)))
    #expect(!_$isIdentityEqual(Optional(child), none))
    #expect(!_$isIdentityEqual(Optional(child), Optional(TrackedChild())))
    #expect(genericIsIdentityEqual(none, none))
    #expect(genericIsIdentityEqual(Optional(child), Optional(modified)))
    #expect(!genericIsIdentityEqual(Optional(child), none))

    let opaqueNone: TrackedOpaqueChild? = nil
    #expect(_$isIdentityEqual(opaqueNone, opaqueNone))
    #expect(genericIsIdentityEqual(opaqueNone, opaqueNone))
  }

  @Test func identifiedArraysCompareIdsOnly() {
    let rows: IdentifiedArrayOf<TrackedRow> = [TrackedRow(id: 1), TrackedRow(id: 2)]
    var modified = rows
    modified[id: 1]?.count += 1
    #expect(rows != modified)
    #expect(_$isIdentityEqual(rows, modified))
    #expect(genericIsIdentityEqual(rows, modified))

    var reordered = rows
    reordered.swapAt(0, 1)
    #expect(!_$isIdentityEqual(rows, reordered))
    #expect(!genericIsIdentityEqual(rows, reordered))
  }

  @Test func arraysOfObservableStateCompareElementIdentities() {
    let children = [TrackedChild(), TrackedChild()]
    var modified = children
    modified[0].count += 1
    #expect(_$isIdentityEqual(children, modified))
    #expect(genericIsIdentityEqual(children, modified))
    #expect(!_$isIdentityEqual(children, [TrackedChild(), TrackedChild()]))
  }

  @Test func enumStateWithoutPayloadIdentityComparesByEquality() {
    #expect(_$isIdentityEqual(TrackedMode.counting(1), .counting(1)))
    #expect(!_$isIdentityEqual(TrackedMode.counting(1), .counting(2)))
    #expect(_$isIdentityEqual(TrackedMode.idle, .idle))
    #expect(genericIsIdentityEqual(TrackedMode.counting(1), .counting(1)))
    #expect(!genericIsIdentityEqual(TrackedMode.counting(1), .counting(2)))
    #expect(!_$isIdentityEqual(Optional(TrackedMode.counting(1)), .counting(2)))
    #expect(!genericIsIdentityEqual(Optional(TrackedMode.counting(1)), .counting(2)))
  }

  @Test func otherValuesAreNeverIdentityEqual() {
    struct Opaque {}
    #expect(!_$isIdentityEqual(Opaque(), Opaque()))
    #expect(!genericIsIdentityEqual(Opaque(), Opaque()))
  }

  @Test func enumStateIdentityFollowsCaseAndPayload() {
    let child = TrackedChild()
    var modified = child
    modified.count += 1
    #expect(TrackedMode.editing(child)._$id == TrackedMode.editing(modified)._$id)
    #expect(TrackedMode.editing(child)._$id != TrackedMode.viewing(child)._$id)
    #expect(TrackedMode.editing(child)._$id != TrackedMode.editing(TrackedChild())._$id)
    #expect(TrackedMode.idle._$id == TrackedMode.idle._$id)
    #expect(TrackedMode.idle._$id != TrackedMode.counting(1)._$id)
  }

  @Test func backtickedPropertiesAreReachedByIndex() {
    var state = KeywordState(class: TrackedChild())
    let defaultIndex = KeywordState._$trackedIndex(\KeywordState.default)
    let classIndex = KeywordState._$trackedIndex(\KeywordState.class)
    #expect(defaultIndex != nil && classIndex != nil && defaultIndex != classIndex)
    _ = state._$modify(trackedIndex: defaultIndex!) { (value: inout Int) in value += 2 }
    let count = state._$peek(trackedIndex: classIndex!) { (child: inout TrackedChild?) in
      child?.count
    }
    #expect(state.default == 2)
    #expect(count == 0)
  }

  @Test func tagsBeyondThePackedCapacityStayDistinct() {
    let base = ObservableStateID()
    let deep = base._$tag(1)._$tag(2)._$tag(3)._$tag(4)._$tag(5)
    let other = base._$tag(1)._$tag(2)._$tag(3)._$tag(4)._$tag(6)
    let large = base._$tag(1)._$tag(0x1_0000)
    #expect(deep == base._$tag(1)._$tag(2)._$tag(3)._$tag(4)._$tag(5))
    #expect(deep != other)
    #expect(large != base._$tag(1)._$tag(0xFFFF))
    #expect(base._$tag(0) != base._$tag(0)._$tag(0))
    #expect(deep.debugDescription.hasSuffix("tags: [1, 2, 3, 4, 5])"))
    #expect(deep.hashValue == base._$tag(1)._$tag(2)._$tag(3)._$tag(4)._$tag(5).hashValue)
  }
}

@Suite struct PresentsObservationTests {
  @Test func presentingAndDismissingNotify() {
    var state = TrackedPresenter()
    let presented = track { _ = state.destination }
    state.destination = TrackedChild()
    #expect(presented.count == 1)

    let dismissed = track { _ = state.destination }
    state.$destination = PresentationState(wrappedValue: nil)
    #expect(dismissed.count == 1)
    #expect(state.destination == nil)
  }

  @Test func modifyingThePresentedChildInPlaceDoesNotNotify() {
    var state = TrackedPresenter()
    state.destination = TrackedChild()
    let counter = track { _ = state.destination }
    let projectedCounter = track { _ = state.$destination }

    state.destination?.count += 1
    state.$destination.wrappedValue?.count += 1
    #expect(counter.count == 0)
    #expect(projectedCounter.count == 0)
    #expect(state.destination?.count == 2)
  }

  @Test func changesThroughTheProjectionNotifyObserversOfTheProperty() {
    var state = TrackedPresenter()
    state.destination = TrackedChild()
    let counter = track { _ = state.destination }

    state.$destination.wrappedValue = TrackedChild()
    #expect(counter.count == 1)
  }

  @Test func presentedEnumWithoutPayloadIdentityIsComparedByEquality() {
    var state = TrackedPresenter()
    state.mode = .counting(1)

    let replaced = track { _ = state.mode }
    state.mode = .counting(2)
    #expect(replaced.count == 1)

    let modified = track { _ = state.mode }
    state.mode?.incrementCounting()
    #expect(modified.count == 1)

    let modifiedThroughProjection = track { _ = state.mode }
    state.$mode.wrappedValue?.incrementCounting()
    #expect(modifiedThroughProjection.count == 1)

    let unchanged = track { _ = state.mode }
    state.$mode = PresentationState(wrappedValue: .counting(4))
    #expect(unchanged.count == 0)
    #expect(state.mode == .counting(4))
  }

  @Test func otherFieldsDoNotNotifyPresentationObservers() {
    var state = TrackedPresenter()
    let counter = track { _ = state.destination }
    state.count += 1
    #expect(counter.count == 0)
  }
}
