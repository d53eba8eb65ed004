import Composable
import Testing

@Suite struct StackStateTests {
  @Test func appendingGeneratesIncreasingIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack: StackState<String> = ["a", "b"]
      stack.append("c")
      #expect(stack.ids == [0, 1, 2])
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(stack[id: 2] == "c")
    }
  }

  @Test func popFromAndPopTo() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a", "b", "c", "d"])
      let poppedTo = stack.pop(to: 1)
      #expect(poppedTo)
      #expect(Array(stack) == ["a", "b"])
      let poppedFrom = stack.pop(from: 1)
      #expect(poppedFrom)
      #expect(Array(stack) == ["a"])
      let poppedFromMissing = stack.pop(from: 7)
      let poppedToMissing = stack.pop(to: 7)
      #expect(!poppedFromMissing)
      #expect(!poppedToMissing)
      #expect(Array(stack) == ["a"])
    }
  }

  @Test func settingByIdUpdatesInsertsAndRemoves() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a"])
      stack[id: 0] = "A"
      stack[id: 3] = "d"
      stack[id: 3]?.append("!")
      #expect(stack.ids == [0, 3])
      #expect(Array(stack) == ["A", "d!"])
      stack.append("e")
      #expect(stack.ids == [0, 3, 4])
      stack[id: 3] = nil
      #expect(stack.ids == [0, 4])
    }
  }

  @Test func equalityComparesIdsAsWellAsElements() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var lhs = StackState<String>()
      lhs[id: 0] = "a"
      var rhs = StackState<String>()
      rhs[id: 1] = "a"
      #expect(lhs != rhs)
      var same = StackState<String>()
      same[id: 0] = "a"
      #expect(lhs == same)
    }
  }

  @Test func removingKeepsTheIdsOfTheOthers() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a", "b", "c"])
      stack.remove(at: 1)
      stack.removeLast()
      stack.append("x")
      #expect(stack.ids == [0, 3])
    }
  }

  @Test func dumpsWithIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let stack = StackState(["a", "b"])
      #expect(
        String(customDumping: stack) == """
          [
            #0: "a",
            #1: "b"
          ]
          """
      )
    }
  }

  @Test func stackActionsAddressElementsById() {
    let action = StackAction<String, Int>.element(id: 2, action: 5)
    #expect(action[id: 2] == 5)
    #expect(action[id: 1] == nil)
    #expect(action == .element(id: 2, action: 5))
    #expect(StackAction<String, Int>.popFrom(id: 0) != .push(id: 0, state: "a"))
  }

  @Test func theGeneratorPeeksAndAdvances() {
    let generator = StackElementIDGenerator.incrementing(from: 3)
    #expect(generator.peek() == 3)
    #expect(generator.next() == 3)
    #expect(generator.next() == 4)
    #expect(generator.peek() == 5)
  }
}
