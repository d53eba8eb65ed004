import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A diagnostic emitted by one of Composable's macros.
struct MacroDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  /// An error identified by `id` (unique within the macro module).
  static func error(_ message: String, id: String) -> Self {
    Self(
      message: message,
      diagnosticID: MessageID(domain: "ComposableMacros", id: id),
      severity: .error
    )
  }
}

extension MacroExpansionContext {
  /// Emits `message` at `node`.
  func diagnose(_ message: MacroDiagnostic, at node: some SyntaxProtocol) {
    self.diagnose(Diagnostic(node: Syntax(node), message: message))
  }
}
