import Composable
import Observation
import Testing

// A navigation stack of observable state is observed like an identified array of it: the stack
// property's observers hear about pushes, pops and reordering; changing one element in place
// notifies that element's observers only.

@ObservableState
private struct StackScreen: Equatable {
  var count = 0
}

@ObservableState
private struct StackHolder: Equatable {
  var path = StackState<StackScreen>()
}

@Reducer
private struct StackFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<ObservedChild.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<ObservedChild>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { ObservedChild() }
  }
}

@Suite struct StackStateObservationTests {
  @Test func changingOneElementNotifiesObserversOfThatElementOnly() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = StackHolder(path: [StackScreen(), StackScreen()])
      let path = track { _ = state.path }
      let count = track { _ = state.path.count }
      let first = track { _ = state.path[0] }
      let firstCount = track { _ = state.path[0].count }
      let secondCount = track { _ = state.path[1].count }

      state.path[id: 0]?.count += 1
      #expect(path.count == 0)
      #expect(count.count == 0)
      #expect(first.count == 0)
      #expect(firstCount.count == 1)
      #expect(secondCount.count == 0)

      let byPosition = track { _ = state.path[1].count }
      let pathAgain = track { _ = state.path }
      state.path[1].count += 1
      #expect(byPosition.count == 1)
      #expect(pathAgain.count == 0)
      #expect(state.path.map(\.count) == [1, 1])
    }
  }

  @Test func pushingAndPoppingNotifyObserversOfTheStack() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = StackHolder()
      let pushed = track { _ = state.path.count }
      state.path.append(StackScreen())
      #expect(pushed.count == 1)

      let popped = track { _ = state.path }
      state.path.pop(from: 0)
      #expect(popped.count == 1)
      #expect(state.path.isEmpty)
    }
  }

  @Test func stacksOfObservableStateCompareTheirIdsOnly() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let path = StackState([StackScreen(), StackScreen()])
      var modified = path
      modified[0].count += 1
      #expect(path != modified)
      #expect(_$isIdentityEqual(path, modified))
      #expect(genericIsIdentityEqual(path, modified))

      var popped = path
      popped.removeLast()
      #expect(!_$isIdentityEqual(path, popped))
      #expect(!genericIsIdentityEqual(path, popped))
    }
  }

  @MainActor
  @Test func anElementActionNotifiesObserversOfThatElementOnly() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(
        initialState: StackFeature.State(path: [ObservedChild.State(), ObservedChild.State()])
      ) {
        StackFeature()
      }
    }
    let first = InvalidationCounter { _ = store.path[id: 0]?.count }
    let second = InvalidationCounter { _ = store.path[id: 1]?.count }
    let count = InvalidationCounter { _ = store.path.count }

    store.send(.path(.element(id: 0, action: .increment)))
    #expect(first.count == 1)
    #expect(second.count == 0)
    #expect(count.count == 0)
  }
}
