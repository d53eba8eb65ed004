import Testing

@testable import Composable

/// The table of answers scoped stores keep about their key paths: each key path is worked out
/// once, matches are always kept, and key paths that match nothing (which can carry run-time
/// arguments, one per id) are kept only up to a bound.
@Suite struct KeyPathAnswersTests {
  /// A key path with a run-time argument: a new key for every index.
  static func element(_ index: Int) -> AnyKeyPath { \[Int].[index] }

  @Test func aKeyPathIsWorkedOutOnce() {
    let answers = KeyPathAnswers<String>()
    var finds = 0
    for _ in 0..<3 {
      let answer = answers.answer(for: Self.element(1)) {
        finds += 1
        return "one"
      }
      #expect(answer == "one")
    }
    #expect(finds == 1)
  }

  @Test func aKeyPathAskedAboutAgainIsFoundWithoutHashingIt() {
    // Each evaluation of `element(1)` is a new instance, as a scope call site's literal is.
    let answers = KeyPathAnswers<String>()
    _ = answers.answer(for: Self.element(1)) { "one" }
    let hashed = answers.hashedLookups
    for _ in 0..<3 {
      #expect(answers.answer(for: Self.element(1)) { "other" } == "one")
    }
    #expect(answers.hashedLookups == hashed)
  }

  @Test func keyPathsOfOneTypeAskedAboutInTurnKeepTheirOwnAnswers() {
    let answers = KeyPathAnswers<String>()
    _ = answers.answer(for: Self.element(1)) { "one" }
    _ = answers.answer(for: Self.element(2)) { "two" }
    for _ in 0..<2 {
      #expect(answers.answer(for: Self.element(1)) { "other" } == "one")
      #expect(answers.answer(for: Self.element(2)) { "other" } == "two")
    }
    #expect(answers.count == 2)
  }

  @Test func keyPathsThatMatchNothingAreKeptOnlyUpToTheBound() {
    let answers = KeyPathAnswers<String>(unmatchedLimit: 2)
    for index in 0..<5 {
      #expect(answers.answer(for: Self.element(index)) { nil } == nil)
    }
    #expect(answers.count == 2)
    // Past the bound an unmatched key path is worked out again, each time it is asked about.
    var finds = 0
    for _ in 0..<2 {
      _ = answers.answer(for: Self.element(4)) {
        finds += 1
        return nil
      }
    }
    #expect(finds == 2)
  }

  @Test func matchesAreKeptPastTheBound() {
    let answers = KeyPathAnswers<String>(unmatchedLimit: 1)
    _ = answers.answer(for: Self.element(0)) { nil }
    _ = answers.answer(for: Self.element(1)) { nil }
    #expect(answers.answer(for: Self.element(2)) { "two" } == "two")
    #expect(answers.answer(for: Self.element(2)) { "another" } == "two")
    #expect(answers.count == 2)
  }
}
