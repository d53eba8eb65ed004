import Composable
import Observation
import Testing

// A copy of a child shares the child's identity. Putting such a copy back in place of the child
// after the two went separate ways (a draft edited apart, a value saved for undo while the child
// kept changing) replaces what observers read, so they must hear about it.

@ObservableState
private struct Draft: Equatable {
  var count = 0

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
  @Test func aSavedCopyPutBackAfterTheChildChangedNotifiesObserversOfTheChangedField() {
    var state = DraftHolder()
    let saved = state.child
    state.child.count += 1
    let count = track { _ = state.child.count }
    state.child = saved
    #expect(count.count == 1)
    #expect(state.child.count == 0)

    let savedOptional = state.optionalChild
    state.optionalChild?.count += 1
    let optionalCount = track { _ = state.optionalChild?.count }
    state.optionalChild = savedOptional
    #expect(optionalCount.count == 1)
    #expect(state.optionalChild?.count == 0)

    let savedDestination = state.destination
    state.destination?.count += 1
    let destinationCount = track { _ = state.destination?.count }
    state.destination = savedDestination
    #expect(destinationCount.count == 1)
    #expect(state.destination?.count == 0)

    // Through the projection's in-place modification.
    state.$destination.wrappedValue?.count += 1
    let projectedCount = track { _ = state.destination?.count }
    state.$destination.wrappedValue = savedDestination
    #expect(projectedCount.count == 1)
    #expect(state.destination?.count == 0)
  }

  @Test func aSavedCopyPutBackAfterTheChildOfARowChangedNotifiesThatRowOnly() {
    var state = DraftHolder()
    let saved = state.rows[id: 1]!.child
    state.rows[id: 1]?.child.count += 1
    let first = track { _ = state.rows[id: 1]?.child.count }
    let second = track { _ = state.rows[id: 2]?.child.count }
    let rows = track { _ = state.rows.count }

    state.rows[id: 1]?.child = saved
    #expect(first.count == 1)
    #expect(second.count == 0)
    #expect(rows.count == 0)
    #expect(state.rows[id: 1]?.child.count == 0)
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

  @Test func aCopyPutBackFromInsideAModificationOfAWrappedChildNotifies() {
    var state = DraftHolder()
    var optionalCopy = state.optionalChild!
    optionalCopy.count = 2
    var destinationCopy = state.destination!
    destinationCopy.count = 3
    var rowCopy = state.rows[id: 1]!.child
    rowCopy.count = 4
    let optionalCount = track { _ = state.optionalChild?.count }
    let destinationCount = track { _ = state.destination?.count }
    let firstRowCount = track { _ = state.rows[id: 1]?.child.count }
    let secondRowCount = track { _ = state.rows[id: 2]?.child.count }
    let rows = track { _ = state.rows.count }

    state.optionalChild?.replace(with: optionalCopy)
    state.destination?.replace(with: destinationCopy)
    state.rows[id: 1]?.child.replace(with: rowCopy)
    #expect(optionalCount.count == 1)
    #expect(destinationCount.count == 1)
    #expect(firstRowCount.count == 1)
    #expect(secondRowCount.count == 0)
    #expect(rows.count == 0)
    #expect(state.optionalChild?.count == 2)
    #expect(state.destination?.count == 3)
    #expect(state.rows[id: 1]?.child.count == 4)
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

  @MainActor
  @Test func aPresentedChildsActionDoesNotNotifyObserversOfTheDestination() {
    // The operator writes the child through a key path (getter, then setter): the copy it sets
    // has the child's identity and revision, and must not count as a replacement.
    let store = Store(initialState: DraftPresenter.State()) { DraftPresenter() }
    let destination = InvalidationCounter { _ = store.destination }
    let count = InvalidationCounter { _ = store.destination?.count }

    store.send(.destination(.presented(.increment)))
    #expect(destination.count == 0)
    #expect(count.count == 1)
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

@Reducer
private struct DraftPresenter {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: ObservedChild.State? = ObservedChild.State()
  }

  enum Action: Equatable {
    case destination(PresentationAction<ObservedChild.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) { ObservedChild() }
  }
}
