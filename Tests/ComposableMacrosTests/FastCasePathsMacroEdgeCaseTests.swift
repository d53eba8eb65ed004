import MacroTesting
import Testing

/// `@_FastCasePaths` on enums at the edges: no cases, and cases whose payload it cannot restate.
@Suite(.macros(fastCasePathsMacros, indentationWidth: .spaces(2)))
struct FastCasePathsMacroEdgeCaseTests {
  @Test func emptyEnum() {
    assertMacro {
      """
      @_FastCasePaths
      enum Action {
      }
      """
    } expansion: {
      """
      enum Action {

        static func _$casePath<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> CasePaths.AnyCasePath<Self, _$Value>? {
          return nil
        }

        static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          return nil
        }
      }

      extension Action: Composable._FastCasePathable {
      }
      """
    }
  }

  @Test func casesItCannotRestateAreLeftOut() {
    assertMacro {
      """
      @_FastCasePaths
      enum Action {
        case kept(Int)
        #if DEBUG
        case debugOnly
        #endif
        @available(*, deprecated)
        case old
        case lazy(@autoclosure () -> Int)
        case named(a b: Int)
        case twice(Int)
        case twice(String)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case kept(Int)
        #if DEBUG
        case debugOnly
        #endif
        @available(*, deprecated)
        case old
        case lazy(@autoclosure () -> Int)
        case named(a b: Int)
        case twice(Int)
        case twice(String)

        static func _$casePath<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> CasePaths.AnyCasePath<Self, _$Value>? {
          if keyPath == (\Self.Cases.kept as CasePaths.CaseKeyPath<Self, Int>) {
            return CasePaths.AnyCasePath<Self, Int>(
              embed: Self.kept,
              extract: {
                if case let .kept(v0) = $0 {
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
            \Self.AllCasePaths.kept,
            embedding: Composable._CaseEmbedding<Int, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.kept as (Int) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.kept as (Int) -> Self)
                }
              }
            )
          )
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          if keyPath == (\Self.Cases.kept as CasePaths.CaseKeyPath<Self, Int>) {
            return Composable._CaseMove<Self, Int>(
              isInCase: {
                if case .kept = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .kept(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.kept
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

  @Test func availabilityIsKeptOnTheConformance() {
    assertMacro {
      """
      @available(macOS 14, *)
      @_FastCasePaths
      enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      @available(macOS 14, *)
      enum Action {
        case tap

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
          return nil
        }

        static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          return nil
        }
      }

      @available(macOS 14, *)
      extension Action: Composable._FastCasePathable {
      }
      """#
    }
  }

  @Test func alreadyConforming() {
    assertMacro(["_FastCasePaths": MacroSpecs.fastCasePathsWithoutConformances]) {
      """
      @_FastCasePaths
      enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      enum Action {
        case tap

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
          return nil
        }

        static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          return nil
        }
      }
      """#
    }
  }

  @Test func structIsDiagnosed() {
    assertMacro {
      """
      @_FastCasePaths
      struct Action {
      }
      """
    } diagnostics: {
      """
      @_FastCasePaths
      ┬──────────────
      ╰─ 🛑 '@_FastCasePaths' can only be applied to an enum, not a struct
      struct Action {
      }
      """
    }
  }

  @Test func reducerDoesNotRepeatTheAttribute() {
    assertMacro(reducerMacros) {
      """
      @Reducer
      struct Feature {
        struct State {}
        @CasePathable @_FastCasePaths
        enum Action {
          case increment
        }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @_FastCasePaths
        enum Action {
          case increment
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  /// An indirect case's embedding says so: its payload is boxed, where a route that keeps the
  /// boxes of its actions cannot tell (see `RouteShape`).
  @Test func indirectCasesAreMarked() {
    assertMacro {
      """
      @_FastCasePaths
      enum Action {
        case plain(Int)
        indirect case boxed(Int)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case plain(Int)
        indirect case boxed(Int)

        static func _$casePath<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> CasePaths.AnyCasePath<Self, _$Value>? {
          if keyPath == (\Self.Cases.plain as CasePaths.CaseKeyPath<Self, Int>) {
            return CasePaths.AnyCasePath<Self, Int>(
              embed: Self.plain,
              extract: {
                if case let .plain(v0) = $0 {
                  return v0
                } else {
                  return nil
                }
              }
            ) as? CasePaths.AnyCasePath<Self, _$Value>
          }
          if keyPath == (\Self.Cases.boxed as CasePaths.CaseKeyPath<Self, Int>) {
            return CasePaths.AnyCasePath<Self, Int>(
              embed: Self.boxed,
              extract: {
                if case let .boxed(v0) = $0 {
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
            \Self.AllCasePaths.plain,
            embedding: Composable._CaseEmbedding<Int, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.plain as (Int) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.plain as (Int) -> Self)
                }
              }
            )
          )
          visitor.visit(
            \Self.AllCasePaths.boxed,
            embedding: Composable._CaseEmbedding<Int, Self>(
              intoCase: { next in
                {
                  Composable._$embed($0, $1, next, Self.boxed as (Int) -> Self)
                }
              },
              intoPresented: { next in
                {
                  Composable._$present($0, $1, next, Self.boxed as (Int) -> Self)
                }
              },
              isIndirect: true
            )
          )
        }

        static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          if keyPath == (\Self.Cases.plain as CasePaths.CaseKeyPath<Self, Int>) {
            return Composable._CaseMove<Self, Int>(
              isInCase: {
                if case .plain = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .plain(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.plain
            ) as? Composable._CaseMove<Self, _$Value>
          }
          if keyPath == (\Self.Cases.boxed as CasePaths.CaseKeyPath<Self, Int>) {
            return Composable._CaseMove<Self, Int>(
              isInCase: {
                if case .boxed = $0 {
                  return true
                } else {
                  return false
                }
              },
              take: { (root: __owned Self) in
                if case let .boxed(v0) = root {
                  return v0
                } else {
                  return nil
                }
              },
              embed: Self.boxed
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
