import Composable
import Observation
import Testing

// A copy of a child shares the child's identity. Putting such a copy back in place of the child
// after the two went separate ways (a draft edited apart, a value saved for undo while the child
// kept changing) replaces what observers read, so they must hear about it.

@ObservableState
private struct Draft: Equatable {
  var count = 0
  var title = ""

  mutating func replace(with other: Self) {
    self = other
  }
}

/// Observable state that is not `Equatable`: only its identity can tell a copy from the original.
@ObservableState
private struct OpaqueDraft {
  var count = 0
}

@ObservableState
private struct DraftRow: Equatable, Identifiable {
  let id: Int
  var child = Draft()
}

@ObservableState
private struct DraftHolder: Equatable {
  var child = Draft()
  var optionalChild: Draft? = Draft()
  @Presents var destination: Draft? = Draft()
  var rows: IdentifiedArrayOf<DraftRow> = [DraftRow(id: 1), DraftRow(id: 2)]
  var children: [Draft] = [Draft()]
}

@ObservableState
private struct OpaqueDraftHolder {
  var child = OpaqueDraft()
  var optionalChild: OpaqueDraft? = OpaqueDraft()
}

@Suite struct CopyReplacementObservationTests {
  @Test func aModifiedCopyAssignedOverTheChildNotifiesObserversOfTheChangedField() {
    var state = DraftHolder()
    var copy = state.child
    copy.count += 1
    let count = track { _ = state.child.count }

    state.child = copy
    #expect(count.count == 1)
    #expect(state.child.count == 1)
  }

  @Test func aModifiedCopyAssignedOverAnOptionalChildNotifies() {
    var state = DraftHolder()
    var copy = state.optionalChild!
    copy.count += 1
    let count = track { _ = state.optionalChild?.count }

    state.optionalChild = copy
    #expect(count.count == 1)
    #expect(state.optionalChild?.count == 1)
  }

  @Test func aModifiedCopyAssignedOverPresentedStateNotifies() {
    var state = DraftHolder()
    var copy = state.destination!
    copy.count += 1
    let count = track { _ = state.destination?.count }

    state.destination = copy
    #expect(count.count == 1)

    copy.count += 1
    let again = track { _ = state.destination?.count }
    state.$destination.wrappedValue = copy  // through the projection's in-place modification
    #expect(again.count == 1)
    #expect(state.destination?.count == 2)
  }

  @Test func aModifiedCopyAssignedOverTheChildOfARowNotifiesThatRowOnly() {
    var state = DraftHolder()
    var copy = state.rows[id: 1]!.child
    copy.count += 1
    let first = track { _ = state.rows[id: 1]?.child.count }
    let second = track { _ = state.rows[id: 2]?.child.count }
    let rows = track { _ = state.rows.count }

    state.rows[id: 1]?.child = copy
    #expect(first.count == 1)
    #expect(second.count == 0)
    #expect(rows.count == 0)
    #expect(state.rows[id: 1]?.child.count == 1)
  }

  @Test func aCopyPutBackFromInsideAModificationNotifies() {
    var state = DraftHolder()
    var copy = state.child
    copy.count = 2
    let count = track { _ = state.child.count }

    state.child.replace(with: copy)
    #expect(count.count == 1)
    #expect(state.child.count == 2)
  }

  @Test func aSavedCopyRestoredAfterTheChildChangedInPlaceNotifies() {
    // Not `Equatable`: the revision the child took when modified in place is what tells.
    var state = OpaqueDraftHolder()
    let saved = state.child
    let savedOptional = state.optionalChild
    state.child.count += 1
    state.optionalChild?.count += 1
    let count = track { _ = state.child.count }
    let optionalCount = track { _ = state.optionalChild?.count }

    state.child = saved
    state.optionalChild = savedOptional
    #expect(count.count == 1)
    #expect(optionalCount.count == 1)
    #expect(state.child.count == 0)
  }

  @Test func modifyingTheChildInPlaceStillDoesNotNotifyTheParentField() {
    var state = OpaqueDraftHolder()
    let child = track { _ = state.child }
    let optionalChild = track { _ = state.optionalChild }

    state.child.count += 1
    state.optionalChild?.count += 1
    #expect(child.count == 0)
    #expect(optionalChild.count == 0)
  }

  @Test func anArrayElementGivenANewRevisionAfterACopyWasPutBackNotifies() {
    var state = DraftHolder()
    var copy = state.children[0]
    copy.count += 1
    let count = track { _ = state.children[0].count }

    state.children[0] = copy
    state.children[0]._$willModify()
    #expect(count.count == 1)
    #expect(state.children[0].count == 1)
  }

  @MainActor
  @Test func aStoreRestoringADraftNotifiesTheChildStoresObservers() {
    let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
    let child = store.scope(state: \.child, action: \.child)!
    store.send(.saveDraft)
    child.send(.increment)
    let count = InvalidationCounter { _ = child.count }

    store.send(.restoreDraft)
    #expect(count.count == 1)
    #expect(child.count == 0)
  }
}

@Reducer
private struct DraftEditor {
  @ObservableState
  struct State: Equatable {
    var child: ObservedChild.State? = ObservedChild.State()
    var draft: ObservedChild.State?
  }

  enum Action: Equatable {
    case child(ObservedChild.Action)
    case saveDraft
    case restoreDraft
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveDraft: state.draft = state.child
      case .restoreDraft: state.child = state.draft
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { ObservedChild() }
  }
}
