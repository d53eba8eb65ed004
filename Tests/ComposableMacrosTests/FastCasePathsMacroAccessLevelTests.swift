import MacroTesting
import Testing

/// `@_FastCasePaths` gives its functions the enum's access level: a public or package enum's
/// conformance needs witnesses as visible as the enum.
@Suite(.macros(fastCasePathsMacros, indentationWidth: .spaces(2)))
struct FastCasePathsMacroAccessLevelTests {
  @Test func accessLevels() {
    assertMacro {
      """
      @_FastCasePaths
      public enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case tap

        public static func _$casePath<_$Value>(
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

        public static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
        }

        public static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          return nil
        }
      }

      extension Action: Composable._FastCasePathable {
      }
      """#
    }
    assertMacro {
      """
      @_FastCasePaths
      package enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      package enum Action {
        case tap

        package static func _$casePath<_$Value>(
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

        package static func _$visitCases<_$Visitor: Composable._FastCaseVisitor<Self>>(
          _ visitor: inout _$Visitor
        ) {
        }

        package static func _$caseMove<_$Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, _$Value>
        ) -> Composable._CaseMove<Self, _$Value>? {
          return nil
        }
      }

      extension Action: Composable._FastCasePathable {
      }
      """#
    }
    assertMacro {
      """
      @_FastCasePaths
      private enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      private enum Action {
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

      extension Action: Composable._FastCasePathable {
      }
      """#
    }
  }
}
