import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a type holding a feature's store send the feature's
/// view actions as `send(.tapped)` rather than `store.send(.view(.tapped))`.
///
/// The macro conforms the type to `ViewActionSending`, whose `send(_:)` wraps the action in
/// `.view(…)`. The type must have a `store` property: without one the macro reports an error,
/// with a fix-it that declares `let store: StoreOf<Feature>`. A `store.send(…)` written inside
/// the type gets a warning, since it goes around the view actions; when it sends
/// `.view(action)`, the fix-it calls `send(action)` instead.
public enum ViewActionMacro {
  static let module = "Composable"
  static let protocolName = "ViewActionSending"
}

extension ViewActionMacro: ExtensionMacro {
  /// Conforms the type to `ViewActionSending`, unless it already conforms.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard self.hasStoreProperty(declaration) else {
      self.diagnoseMissingStore(in: declaration, node: node, in: context)
      return []
    }
    for call in SendCallFinder.calls(in: declaration.memberBlock) {
      self.diagnoseDirectSend(call, in: context)
    }
    guard protocols.contains(where: { $0.baseName == self.protocolName }) else { return [] }
    return [
      declaration.conformanceExtension(of: type, to: ["\(self.module).\(self.protocolName)"])
    ]
  }

  /// Whether the type declares a property named `store`.
  static func hasStoreProperty(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.memberDecls.contains { decl in
      decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      } ?? false
    }
  }

  /// The feature named by the macro's argument: `Feature` in `@ViewAction(for: Feature.self)`.
  static func featureName(_ node: AttributeSyntax) -> String? {
    guard case let .argumentList(arguments)? = node.arguments,
      let memberAccess = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      memberAccess.declName.baseName.text == "self",
      let base = memberAccess.base
    else { return nil }
    return base.trimmedDescription
  }

  static func diagnoseMissingStore(
    in declaration: some DeclGroupSyntax,
    node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) {
    let typeName = declaration.typeName.map { "'\($0)' " } ?? ""
    let feature = self.featureName(node) ?? "<#Feature#>"
    let access = declaration.accessLevel.prefix
    let store: DeclSyntax = "\(raw: access)let store: StoreOf<\(raw: feature)>"
    let indentation = declaration.memberBlock.members.first?.leadingTrivia ?? .newline + .spaces(2)
    var members = declaration.memberBlock
    members.members.insert(
      MemberBlockItemSyntax(leadingTrivia: indentation, decl: store),
      at: members.members.startIndex
    )
    context.diagnose(
      .error(
        "'@ViewAction' requires \(typeName)to have a 'store' property of type 'Store'.",
        id: "view-action-missing-store"
      ),
      at: node,
      fixIts: [
        .replace(
          message: MacroFixItMessage("Add 'store'", id: "view-action-add-store"),
          oldNode: declaration.memberBlock,
          newNode: members
        )
      ]
    )
  }

  /// Warns about `store.send(…)` in a view that sends view actions with `send(_:)`; offers to
  /// call `send(action)` when the call sends `.view(action)`.
  static func diagnoseDirectSend(_ call: SendCall, in context: some MacroExpansionContext) {
    var fixIts: [FixIt] = []
    if let first = call.expression.arguments.first, first.label == nil,
      let viewCall = first.expression.as(FunctionCallExprSyntax.self),
      viewCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "view",
      viewCall.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      viewCall.arguments.count == 1, let viewAction = viewCall.arguments.first?.expression
    {
      var replacement = call.expression
      replacement.calledExpression = call.replacementCallee
        .with(\.leadingTrivia, call.expression.calledExpression.leadingTrivia)
      var arguments = replacement.arguments
      arguments[arguments.startIndex].expression = viewAction
      replacement.arguments = arguments
      fixIts.append(
        .replace(
          message: MacroFixItMessage(
            "Call 'send' directly with a view action", id: "view-action-call-send"
          ),
          oldNode: call.expression,
          newNode: replacement
        )
      )
    }
    context.diagnose(
      .warning(
        "Do not use 'store.send' directly when using '@ViewAction'",
        id: "view-action-direct-send"
      ),
      at: call.expression,
      fixIts: fixIts
    )
  }
}

/// A call of `store.send(…)` or `self.store.send(…)`, and the callee that replaces it:
/// `send` or `self.send`.
struct SendCall {
  let expression: FunctionCallExprSyntax
  let replacementCallee: ExprSyntax
}

/// Finds the `store.send(…)` and `self.store.send(…)` calls in a syntax tree.
final class SendCallFinder: SyntaxVisitor {
  private var calls: [SendCall] = []

  /// The calls in `node`, in source order.
  static func calls(in node: some SyntaxProtocol) -> [SendCall] {
    let finder = SendCallFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "send",
      let base = callee.base
    else { return .visitChildren }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "store" {
      self.calls.append(SendCall(expression: node, replacementCallee: "send"))
    } else if let member = base.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "store",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      self.calls.append(SendCall(expression: node, replacementCallee: "self.send"))
    }
    return .visitChildren
  }
}
