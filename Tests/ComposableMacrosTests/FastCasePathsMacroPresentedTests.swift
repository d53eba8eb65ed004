import MacroTesting
import Testing

/// `@_FastCasePaths` on an action enum with `PresentationAction` cases: a presented matcher for
/// each (`_$presentedMatcher(for:)`), and none for a payload that only looks like one.
@Suite(.macros(fastCasePathsMacros, indentationWidth: .spaces(2)))
struct FastCasePathsMacroPresentedTests {
  @Test func presentationActionCases() {
    assertMacro {
      """
      @_FastCasePaths
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case alert(Composable.PresentationAction<Alert>)
        case nested(PresentationAction<Wrapper<Int>>.Other<Int>)
        case tap
      }
      """
    } expansion: {
      #"""
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case alert(Composable.PresentationAction<Alert>)
        case nested(PresentationAction<Wrapper<Int>>.Other<Int>)
        case tap

        static func _$casePath<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> CasePaths.AnyCasePath<Self, _$Value>? {
          if keyPath == (\Self.Cases.destination as CasePaths.CaseKeyPath<Self, PresentationAction<Destination.Action>>) {
            return CasePaths.AnyCasePath<Self, PresentationAction<Destination.Action>>(
              embed: Self.destination,
              extract: {
                if case let .destination(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.alert as CasePaths.CaseKeyPath<Self, Composable.PresentationAction<Alert>>) {
            return CasePaths.AnyCasePath<Self, Composable.PresentationAction<Alert>>(
              embed: Self.alert,
              extract: {
                if case let .alert(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.nested as CasePaths.CaseKeyPath<Self, PresentationAction<Wrapper<Int>>.Other<Int>>) {
            return CasePaths.AnyCasePath<Self, PresentationAction<Wrapper<Int>>.Other<Int>>(
              embed: Self.nested,
              extract: {
                if case let .nested(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
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
          return nil
        }

        static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
          visitor.visit(
            \Self.AllCasePaths.destination,
            embedding: Composable._CaseEmbedding<PresentationAction<Destination.Action>, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.destination as (PresentationAction<Destination.Action>) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.destination as (PresentationAction<Destination.Action>) -> Self)
                }
              }
            )
          )
          visitor.visit(
            \Self.AllCasePaths.alert,
            embedding: Composable._CaseEmbedding<Composable.PresentationAction<Alert>, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.alert as (Composable.PresentationAction<Alert>) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.alert as (Composable.PresentationAction<Alert>) -> Self)
                }
              }
            )
          )
          visitor.visit(
            \Self.AllCasePaths.nested,
            embedding: Composable._CaseEmbedding<PresentationAction<Wrapper<Int>>.Other<Int>, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.nested as (PresentationAction<Wrapper<Int>>.Other<Int>) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.nested as (PresentationAction<Wrapper<Int>>.Other<Int>) -> Self)
                }
              }
            )
          )
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          if keyPath == (\Self.Cases.destination as CasePaths.CaseKeyPath<Self, PresentationAction<Destination.Action>>) {
            return Composable._CaseMove<Self, PresentationAction<Destination.Action>>(
              isInCase: {
                if case .destination = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .destination(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.destination
            ) as? Composable._CaseMove<Self, _$Value>
          }
          if keyPath == (\Self.Cases.alert as CasePaths.CaseKeyPath<Self, Composable.PresentationAction<Alert>>) {
            return Composable._CaseMove<Self, Composable.PresentationAction<Alert>>(
              isInCase: {
                if case .alert = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .alert(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.alert
            ) as? Composable._CaseMove<Self, _$Value>
          }
          if keyPath == (\Self.Cases.nested as CasePaths.CaseKeyPath<Self, PresentationAction<Wrapper<Int>>.Other<Int>>) {
            return Composable._CaseMove<Self, PresentationAction<Wrapper<Int>>.Other<Int>>(
              isInCase: {
                if case .nested = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .nested(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.nested
            ) as? Composable._CaseMove<Self, _$Value>
          }
          return nil
        }

        static func _$presentedMatcher<_$Action>(
          for keyPath: CasePaths.CaseKeyPath<Self, Composable.PresentationAction<_$Action>>
        ) -> Composable._PresentedMatcher<Self, _$Action>? {
          if keyPath == (\Self.Cases.destination as CasePaths.CaseKeyPath<Self, PresentationAction<Destination.Action>>) {
            return Composable._PresentedMatcher<Self, Destination.Action> { (root: Self, presented: UnsafeMutableRawPointer) in
              if case let .destination(.presented(v0)) = root {
                Composable._$alias(v0, into: presented)
                return .presented
              }
              if case .destination(.dismiss) = root {
                return .dismiss
              }
              return .other
            } as? Composable._PresentedMatcher<Self, _$Action>
          }
          if keyPath == (\Self.Cases.alert as CasePaths.CaseKeyPath<Self, Composable.PresentationAction<Alert>>) {
            return Composable._PresentedMatcher<Self, Alert> { (root: Self, presented: UnsafeMutableRawPointer) in
              if case let .alert(.presented(v0)) = root {
                Composable._$alias(v0, into: presented)
                return .presented
              }
              if case .alert(.dismiss) = root {
                return .dismiss
              }
              return .other
            } as? Composable._PresentedMatcher<Self, _$Action>
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
