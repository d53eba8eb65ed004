/// Answers about key paths, worked out once per key path and kept, by hash: what scoped stores
/// learn about their key paths when they are made (``AppendedCasePaths``, ``TrackedCaseSlice``).
///
/// Working out an answer builds candidate key paths at run time, which the runtime instantiates
/// from their mangled types (tens of thousands of instructions each), so each key path is asked
/// about once; a key path literal that captures a subscript argument is a new, equal instance at
/// every evaluation, hence the hash.
///
/// Matches are bounded by the types' properties and cases, and are always kept: a caller may
/// hold one unretained. Key paths that match nothing can carry run-time arguments (a store scoped
/// to `\.path[id: id]` for each element of a stack), so only so many of them are remembered;
/// past that they are worked out again, and the table does not grow with every id a store was
/// scoped to.
package final class KeyPathAnswers<Answer>: @unchecked Sendable {  // the table is locked
  private let answers = Locked<[AnyKeyPath: Answer?]>([:])
  private let unmatchedLimit: Int

  /// Creates an empty table that keeps at most `unmatchedLimit` key paths that match nothing.
  package init(unmatchedLimit: Int = 4_096) {
    self.unmatchedLimit = unmatchedLimit
  }

  /// The answer for `keyPath`: the one kept, or the one `find` works out (then kept, as the
  /// type's description says). An answer kept meanwhile by another thread wins, so that an answer
  /// handed out is never replaced.
  package func answer(for keyPath: AnyKeyPath, find: () -> Answer?) -> Answer? {
    if let known = self.answers.withLock({ $0[keyPath] }) { return known }
    // Worked out outside the lock, which is not reentrant.
    let answer = find()
    return self.answers.withLock { answers in
      if let known = answers[keyPath] { return known }
      if answer != nil || answers.count < self.unmatchedLimit {
        answers[keyPath] = .some(answer)
      }
      return answer
    }
  }

  /// How many answers are kept.
  package var count: Int {
    self.answers.withLock { $0.count }
  }
}
