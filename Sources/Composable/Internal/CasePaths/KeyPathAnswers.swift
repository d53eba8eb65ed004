/// Answers about key paths, worked out once per key path and kept, by hash: what scoped stores
/// learn about their key paths when they are made (``AppendedCasePaths``, ``TrackedCaseSlice``).
///
/// Working out an answer builds candidate key paths at run time, which the runtime instantiates
/// from their mangled types (tens of thousands of instructions each), so each key path is asked
/// about once; a key path literal that captures a subscript argument is a new, equal instance at
/// every evaluation, hence the hash.
///
/// Matches are bounded by the types' properties and cases, and are always kept: every store
/// scoped through an equal key path reuses them. Key paths that match nothing can carry run-time
/// arguments (a store scoped to `\.path[id: id]` for each element of a stack), so only so many
/// of them are remembered; past that they are worked out again, and the table does not grow with
/// every id a store was scoped to.
package final class KeyPathAnswers<Answer>: @unchecked Sendable {  // the table is locked
  /// The answers, and the key path of each type asked about last.
  private struct Table {
    var answers: [AnyKeyPath: Answer?] = [:]
    /// By the key path's type: the key path of that type asked about last, with its answer (one
    /// kept in `answers`).
    ///
    /// A scoped store's key path literal is a new instance at every evaluation, so finding it
    /// in `answers` hashes it, which walks its components and its arguments', then compares it
    /// with the key found. A call site asks about the same path again and again, and key paths of
    /// one type are few, so comparing with the last one of its type answers without the hash.
    var lastByType: [ObjectIdentifier: (keyPath: AnyKeyPath, answer: Answer?)] = [:]
    /// How many answers were looked up by the key path's hash: for tests.
    var hashedLookups = 0

    /// The answer kept for `keyPath`, whose type is `type`, if there is one (as `.some(answer)`).
    mutating func known(_ keyPath: AnyKeyPath, type: ObjectIdentifier) -> Answer?? {
      if let last = self.lastByType[type], last.keyPath == keyPath { return .some(last.answer) }
      self.hashedLookups += 1
      guard let known = self.answers[keyPath] else { return nil }
      self.lastByType[type] = (keyPath, known)
      return .some(known)
    }
  }

  private let table = Locked(Table())
  private let unmatchedLimit: Int

  /// Creates an empty table that keeps at most `unmatchedLimit` key paths that match nothing.
  package init(unmatchedLimit: Int = 4_096) {
    self.unmatchedLimit = unmatchedLimit
  }

  /// The answer for `keyPath`: the one kept, or the one `find` works out (then kept, as the
  /// type's description says). An answer kept meanwhile by another thread wins, so that an answer
  /// handed out is never replaced.
  package func answer(for keyPath: AnyKeyPath, find: () -> Answer?) -> Answer? {
    let type = ObjectIdentifier(Swift.type(of: keyPath))
    if let known = self.table.withLock({ $0.known(keyPath, type: type) }) { return known }
    // Worked out outside the lock, which is not reentrant.
    let answer = find()
    return self.table.withLock { table in
      if let known = table.answers[keyPath] { return known }
      if answer != nil || table.answers.count < self.unmatchedLimit {
        table.answers[keyPath] = .some(answer)
        table.lastByType[type] = (keyPath, answer)
      }
      return answer
    }
  }

  /// How many answers are kept.
  package var count: Int {
    self.table.withLock { $0.answers.count }
  }

  /// How many answers were looked up by hashing the key path asked about, rather than found by
  /// comparing it with the last key path of its type.
  package var hashedLookups: Int {
    self.table.withLock { $0.hashedLookups }
  }
}
