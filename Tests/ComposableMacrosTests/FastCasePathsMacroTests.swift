import MacroTesting
import Testing

@Suite(.macros(fastCasePathsMacros, indentationWidth: .spaces(2)))
struct FastCasePathsMacroTests {
  @Test func payloadKinds() {
    assertMacro {
      """
      @_FastCasePaths
      enum Action {
        case tap
        case set(Int)
        case rename(name: String)
        case move(from: Int, to: Int), mixed(Int, name: String = "")
        case child(Child.Action)
        case existential(any Error)
        case closure(@Sendable () -> Void)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case tap
        case set(Int)
        case rename(name: String)
        case move(from: Int, to: Int), mixed(Int, name: String = "")
        case child(Child.Action)
        case existential(any Error)
        case closure(@Sendable () -> Void)

        static func _$casePath<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> CasePaths.AnyCasePath<Self, _$Value>? {
          if keyPath == (\Self.Cases.tap as CasePaths.CaseKeyPath<Self, Void>) {
            return CasePaths.AnyCasePath<Self, Void>(
              embed: { _ in
                Self.tap
              },
              extract: {
                if case .tap = $0 {
                  return ()
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.set as CasePaths.CaseKeyPath<Self, Int>) {
            return CasePaths.AnyCasePath<Self, Int>(
              embed: Self.set,
              extract: {
                if case let .set(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.rename as CasePaths.CaseKeyPath<Self, String>) {
            return CasePaths.AnyCasePath<Self, String>(
              embed: Self.rename(name:),
              extract: {
                if case let .rename(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.move as CasePaths.CaseKeyPath<Self, (from: Int, to: Int)>) {
            return CasePaths.AnyCasePath<Self, (from: Int, to: Int)>(
              embed: {
                Self.move(from: $0.0, to: $0.1)
              },
              extract: {
                if case let .move(v0, v1) = $0 {
                  return (from: v0, to: v1)
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.mixed as CasePaths.CaseKeyPath<Self, (Int, name: String)>) {
            return CasePaths.AnyCasePath<Self, (Int, name: String)>(
              embed: {
                Self.mixed($0.0, name: $0.1)
              },
              extract: {
                if case let .mixed(v0, v1) = $0 {
                  return (v0, name: v1)
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.child as CasePaths.CaseKeyPath<Self, Child.Action>) {
            return CasePaths.AnyCasePath<Self, Child.Action>(
              embed: Self.child,
              extract: {
                if case let .child(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.existential as CasePaths.CaseKeyPath<Self, (any Error)>) {
            return CasePaths.AnyCasePath<Self, (any Error)>(
              embed: Self.existential,
              extract: {
                if case let .existential(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.closure as CasePaths.CaseKeyPath<Self, @Sendable () -> Void>) {
            return CasePaths.AnyCasePath<Self, @Sendable () -> Void>(
              embed: Self.closure,
              extract: {
                if case let .closure(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          return nil
        }

        static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
          visitor.visit(
            \Self.AllCasePaths.set,
            embedding: Composable._CaseEmbedding<Int, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.set as (Int) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.set as (Int) -> Self)
                }
              }
            )
          )
          visitor.visit(
            \Self.AllCasePaths.rename,
            embedding: Composable._CaseEmbedding<String, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.rename(name:) as (String) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.rename(name:) as (String) -> Self)
                }
              }
            )
          )
          visitor.visit(
            \Self.AllCasePaths.child,
            embedding: Composable._CaseEmbedding<Child.Action, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.child as (Child.Action) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.child as (Child.Action) -> Self)
                }
              }
            )
          )
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          if keyPath == (\Self.Cases.set as CasePaths.CaseKeyPath<Self, Int>) {
            return Composable._CaseMove<Self, Int>(
              isInCase: {
                if case .set = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .set(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.set
            ) as? Composable._CaseMove<Self, _$Value>
          }
          if keyPath == (\Self.Cases.rename as CasePaths.CaseKeyPath<Self, String>) {
            return Composable._CaseMove<Self, String>(
              isInCase: {
                if case .rename = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .rename(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.rename(name:)
            ) as? Composable._CaseMove<Self, _$Value>
          }
          if keyPath == (\Self.Cases.child as CasePaths.CaseKeyPath<Self, Child.Action>) {
            return Composable._CaseMove<Self, Child.Action>(
              isInCase: {
                if case .child = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .child(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.child
            ) as? Composable._CaseMove<Self, _$Value>
          }
          return nil
        }
      }

      extension Action: Composable._FastCasePathable {
      }
      """#
    }
  }
}
