import SwiftSyntax
import SwiftSyntaxBuilder

// `@ObservableState` on an enum: the identity of the state is the identity of the state its
// current case holds, tagged with the case, so that switching cases or replacing the child
// state is a change observers see. Cases declared inside `#if` blocks get their branches inside
// the same blocks (see `EnumCaseTree`).

extension ObservableStateMacro {
  /// `_$id` and `_$willModify()`, each a switch over the enum's cases.
  static func enumMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDecl.accessLevel
    let module = self.moduleName

    // Each case gets its own tag, in declaration order across `#if` clauses too, so that no two
    // cases share one in any build configuration.
    var nextTag = 0
    let cases = EnumCaseTree<EnumStateCase>.parse(enumDecl.memberBlock.members) { element, _ in
      defer { nextTag += 1 }
      return EnumStateCase(element: element, tag: nextTag)
    }
    let idCases = cases.lines { $0.idCase(module: module) }
    let willModifyCases = cases.lines { $0.willModifyCase(module: module) }

    return [
      """
      \(raw: access.prefix)var _$id: \(raw: module).ObservableStateID {
        switch self {
      \(raw: idCases.indentedLines(1))  }
      }
      """,
      """
      \(raw: access.prefix)mutating func _$willModify() {
        switch self {
      \(raw: willModifyCases.indentedLines(1))  }
      }
      """,
    ]
  }
}

/// A case of an `@ObservableState` enum and the branches of `_$id` and `_$willModify()` for it.
struct EnumStateCase {
  let name: String
  /// The label of a single associated value, `nil` for an unlabeled one or for other shapes.
  let label: String?
  /// Whether the case holds exactly one associated value, whose identity becomes the case's.
  let holdsState: Bool
  /// The case's number, which tells apart the identities of cases holding the same state.
  let tag: Int

  init(element: EnumCaseElementSyntax, tag: Int) {
    let parameters = element.parameterClause?.parameters ?? []
    let single = parameters.count == 1 ? parameters.first : nil
    self.name = element.name.trimmedDescription
    self.holdsState = single != nil
    self.label = single?.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
    self.tag = tag
  }

  func idCase(module: String) -> String {
    guard self.holdsState else {
      return """
        case .\(self.name):
          return \(module).ObservableStateID._$inert._$tag(\(self.tag))
        """
    }
    return """
      case let .\(self.name)(state):
        return \(module).ObservableStateID._$id(for: state)._$tag(\(self.tag))
      """
  }

  func willModifyCase(module: String) -> String {
    guard self.holdsState else {
      return """
        case .\(self.name):
          break
        """
    }
    let label = self.label.map { "\($0): " } ?? ""
    return """
      case var .\(self.name)(state):
        \(module).ObservableStateID._$willModify(&state)
        self = .\(self.name)(\(label)state)
      """
  }
}
