import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Perceptible`, for a class that does not conform to `Observable` yet.
private let perceptibleMacros: [String: MacroSpec] = [
  "Perceptible": MacroSpec(type: PerceptibleMacro.self, conformances: ["Observable"])
]

@Suite(.macros(perceptibleMacros, indentationWidth: .spaces(2)))
struct PerceptibleMacroTests {
  @Test func expandsAsObservableDoesAndHonoursPerceptionIgnored() {
    assertMacro {
      """
      @Perceptible
      final class Model<Element> {
        var count = 0
        @PerceptionIgnored var ignored = 0
        @Dependency(\\.uuid) var uuid
        let id = 1
        var doubled: Int { count * 2 }
      }
      """
    } expansion: {
      #"""
      final class Model<Element> {
        @ObservationTracked
        var count = 0
        @PerceptionIgnored var ignored = 0
        @Dependency(\.uuid) var uuid
        let id = 1
        var doubled: Int { count * 2 }

        @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

        internal nonisolated func access<Member>(keyPath: KeyPath<Model<Element>, Member>) {
          _$observationRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<Member, MutationResult>(
          keyPath: KeyPath<Model<Element>, Member>,
          _ mutation: () throws -> MutationResult
        ) rethrows -> MutationResult {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable>(
          _ lhs: Member, _ rhs: Member
        ) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<Member: AnyObject>(
          _ lhs: Member, _ rhs: Member
        ) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
          _ lhs: Member, _ rhs: Member
        ) -> Bool {
          lhs != rhs
        }
      }

      nonisolated extension Model: Observation.Observable {
      }
      """#
    }
  }

  @Test func onlyClassesArePerceptible() {
    assertMacro {
      """
      @Perceptible
      struct State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' can only be applied to a class, not a struct
      struct State {
        var count = 0
      }
      """
    }
  }
}
