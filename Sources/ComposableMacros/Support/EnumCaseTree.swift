import SwiftSyntax

/// The cases of an enum in declaration order, with the `#if` blocks that hold some of them.
///
/// A macro that repeats each case of an enum in a member it generates (a `switch`, another enum)
/// must repeat it under the same `#if` conditions, or one build configuration would see a case
/// that the enum lacks. The tree keeps what a macro makes of each case (`Case`) together with the
/// blocks around it, and spells the blocks back around the lines made from them.
indirect enum EnumCaseTree<Case> {
  case `case`(Case)
  case ifConfig([Clause])

  /// One clause of an `#if` block: its directive (`#if DEBUG`, `#elseif os(iOS)`, `#else`) and
  /// what it holds.
  struct Clause {
    let directive: String
    let items: [EnumCaseTree]
  }

  /// The cases of `members`, each made into a `Case` by `transform` from the case and the
  /// attributes of its declaration (`transform` leaves a case out by returning `nil`), in
  /// declaration order and inside their `#if` blocks. Blocks that hold no case (only helpers or
  /// nested types) are left out.
  static func parse(
    _ members: MemberBlockItemListSyntax,
    _ transform: (EnumCaseElementSyntax, AttributeListSyntax) -> Case?
  ) -> [Self] {
    members.flatMap { member -> [Self] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.compactMap { transform($0, caseDecl.attributes) }.map(Self.case)
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      let clauses = ifConfig.clauses.map { clause in
        let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
        let items: [Self]
        if case let .decls(decls) = clause.elements {
          items = self.parse(decls, transform)
        } else {
          items = []
        }
        return Clause(directive: clause.poundKeyword.text + condition, items: items)
      }
      let block = Self.ifConfig(clauses)
      return block.holdsCases ? [block] : []
    }
  }

  /// Whether the item is a case or a block holding one, in any of its clauses.
  var holdsCases: Bool {
    switch self {
    case .case: true
    case let .ifConfig(clauses): clauses.contains { $0.items.contains(where: \.holdsCases) }
    }
  }
}

extension Array {
  /// The lines `line` makes for each case of the tree, inside the `#if` blocks that hold them
  /// (their contents indented one level). A case for which `line` gives `nil` adds no line, and a
  /// block none of whose cases adds one is left out.
  func lines<Case>(_ line: (Case) -> String?) -> [String] where Element == EnumCaseTree<Case> {
    self.flatMap { item -> [String] in
      switch item {
      case let .case(value):
        return line(value).map { [$0] } ?? []
      case let .ifConfig(clauses):
        let bodies = clauses.map { $0.items.lines(line) }
        guard bodies.contains(where: { !$0.isEmpty }) else { return [] }
        let body = zip(clauses, bodies).flatMap { clause, lines in
          [clause.directive] + lines.map { $0.indented() }
        }
        return body + ["#endif"]
      }
    }
  }

  /// Whether some case of the tree, in any clause of any block, satisfies `predicate`.
  func containsCase<Case>(
    where predicate: (Case) -> Bool
  ) -> Bool where Element == EnumCaseTree<Case> {
    self.contains { item in
      switch item {
      case let .case(value): predicate(value)
      case let .ifConfig(clauses):
        clauses.contains { $0.items.containsCase(where: predicate) }
      }
    }
  }
}
