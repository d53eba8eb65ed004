import Composable
import Testing

/// `StackState[id:case:]` and `PresentationState[case:]` read and write one case of an element
/// or a presented destination.
@Suite struct CaseSubscriptTests {
  @CasePathable
  enum Destination: Equatable {
    case int(Int)
    case text(String)
  }

  struct Parent: Equatable {
    @PresentationState var destination: Destination?
  }

  @Test func presentationStateModifiesTheCaseInPlace() {
    var parent = Parent(destination: .int(42))
    parent.$destination[case: \.int]? += 1
    #expect(parent.destination == .int(43))
    #expect(parent.$destination[case: \.int] == 43)
    #expect(parent.$destination[case: \.text] == nil)
  }

  @Test func presentationStateWritingNilDismisses() {
    var parent = Parent(destination: .int(42))
    parent.$destination[case: \.int] = nil
    #expect(parent.destination == nil)
  }

  @Test func presentationStateReportsWritesThroughAnotherCase() {
    var parent = Parent(destination: .int(42))
    withKnownIssue {
      parent.$destination[case: \.text]?.append("!")
    } matching: {
      $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "int""#]
    }
    withKnownIssue {
      parent.$destination[case: \.text] = nil
    } matching: {
      $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "int""#]
    }
    #expect(parent.destination == .int(42))
  }

  @Test func presentationStateReportsWritesWhenNothingIsPresented() {
    var parent = Parent(destination: nil)
    withKnownIssue {
      parent.$destination[case: \.int] = 1
    } matching: {
      $0.comments.map(\.rawValue) == ["Can't modify unrelated case"]
    }
    #expect(parent.destination == nil)
  }

  @Test func stackStateModifiesTheCaseInPlace() {
    var stack = StackState<Destination>([.int(42), .text("a")])
    stack[id: 0, case: \.int]? += 1
    stack[id: 1, case: \.text]?.append("b")
    #expect(Array(stack) == [.int(43), .text("ab")])
    #expect(stack[id: 1, case: \.int] == nil)
  }

  @Test func stackStateWritingNilRemovesOnlyThatElement() {
    var stack = StackState<Destination>([.int(42), .text("a")])
    stack[id: 0, case: \.int] = nil
    #expect(Array(stack) == [.text("a")])
    #expect(stack.ids == [1])
  }

  @Test func stackStateReportsWritesThroughAnotherCaseOrAMissingID() {
    var stack = StackState<Destination>([.int(42)])
    withKnownIssue {
      stack[id: 0, case: \.text]?.append("!")
    } matching: {
      $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "int""#]
    }
    withKnownIssue {
      stack[id: 7, case: \.int] = 1
    } matching: {
      $0.comments.map(\.rawValue) == ["Can't modify unrelated case"]
    }
    #expect(Array(stack) == [.int(42)])
  }
}
