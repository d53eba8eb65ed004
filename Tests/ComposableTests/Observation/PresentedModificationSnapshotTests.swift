import Composable
import Testing

@testable import Composable

// The `$destination` accessor tells observers of `destination` whether a modification replaced
// the presented state by comparing identities; for a presented state whose identity derives from
// no state value (here an enum case holding an `Int`, as an alert is held), it keeps a copy of
// the state in the presentation's box for the length of the modification, and compares values.

@ObservableState
private enum Shown: Equatable {
  case number(Int)
  case other(Int)
}

@ObservableState
private struct Host: Equatable {
  @Presents var destination: Shown?
}

@Suite struct PresentedModificationSnapshotTests {
  @Test func aChangeOfAStateWithoutIdentityNotifiesObserversOfTheDestination() {
    var state = Host(destination: .number(1))
    let destination = track { _ = state.destination }

    state.$destination.wrappedValue = .number(2)
    #expect(destination.count == 1)
    #expect(state.destination == .number(2))
  }

  @Test func anUnchangedStateWithoutIdentityNotifiesNobody() {
    var state = Host(destination: .number(1))
    let destination = track { _ = state.destination }

    state.$destination.wrappedValue = .number(1)
    #expect(destination.count == 0)
  }

  @Test func anotherCaseNotifiesObserversOfTheDestination() {
    var state = Host(destination: .number(1))
    let destination = track { _ = state.destination }

    state.$destination.wrappedValue = .other(1)
    #expect(destination.count == 1)
  }

  @Test func theCopyLeavesTheBoxWithTheModification() {
    var state = Host(destination: .number(1))
    state.$destination.wrappedValue = .number(2)
    state.$destination.wrappedValue = .number(2)
    #expect(state.$destination.storage.modificationSnapshot == nil)
  }
}
