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

  /// A warning identified by `id` (unique within the macro module).
  static func warning(_ message: String, id: String) -> Self {
    Self(
      message: message,
      diagnosticID: MessageID(domain: "ComposableMacros", id: id),
      severity: .warning
    )
  }
}

/// The title of a fix-it offered with a diagnostic of one of Composable's macros.
struct MacroFixItMessage: FixItMessage {
  let message: String
  let fixItID: MessageID

  /// A fix-it titled `message`, identified by `id` (unique within the macro module).
  init(_ message: String, id: String) {
    self.message = message
    self.fixItID = MessageID(domain: "ComposableMacros", id: id)
  }
}

extension MacroExpansionContext {
  /// Emits `message` at `node`, offering `fixIts`.
  func diagnose(_ message: MacroDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
    self.diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIts))
  }
}
