import Composable
import Testing

/// The `[case:]` subscripts of `StackState` and `PresentationState` with `/Enum.case` paths, as
/// in TCA's own tests.
@Suite struct AnyCasePathSubscriptTests {
  enum Element: Equatable {
    case int(Int)
    case text(String)
  }

  struct Parent: Equatable {
    @PresentationState var child: Element?
  }

  @available(*, deprecated)
  @Test func presentationStateReadsAndWritesACase() {
    var parent = Parent(child: .int(42))
    parent.$child[case: /Element.int]? += 1
    #expect(parent.child == .int(43))
    withKnownIssue {
      parent.$child[case: /Element.text]?.append("!")
    } matching: {
      $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "int""#]
    }
    #expect(parent.child == .int(43))
    parent.$child[case: /Element.int] = nil
    #expect(parent.child == nil)
  }

  @available(*, deprecated)
  @Test func stackStateReadsAndWritesACase() {
    var stack = StackState<Element>([.int(42)])
    stack[id: 0, case: /Element.int]? += 1
    #expect(stack[id: 0] == .int(43))
    withKnownIssue {
      stack[id: 0, case: /Element.text] = nil
    } matching: {
      $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "int""#]
    }
    stack[id: 0, case: /Element.int] = nil
    #expect(stack.isEmpty)
  }
}
