/// Remembers, per throttle id, when the last effect ran or is scheduled to run.
///
/// Each store has its own, which it puts on the thread's ``ScopeStack`` while its reducer runs
/// for `.throttle` to find, so two stores never share a window, and the windows go away with
/// their store: a store that a later one replaces at the same address leaves nothing behind.
final class ThrottleLedger: Sendable {
  /// For effects built outside any store (a reducer called directly).
  static let outsideStores = ThrottleLedger()

  enum Decision<Time> {
    case runNow
    case runAt(Time)
    case drop
  }

  private struct Entry {
    var lastRun: Any
    var hasPending: Bool
  }

  private let entries = Locked<[CancelToken: Entry]>([:])

  private func withEntries<R>(_ body: (inout [CancelToken: Entry]) -> R) -> R {
    self.entries.withLock(body)
  }

  /// Whether an effect arriving `now` runs now, later or never; `windowEnd` gives the end of a
  /// window that starts at a given time.
  func decide<Time: Comparable>(
    token: CancelToken, now: Time, latest: Bool, windowEnd: (Time) -> Time
  ) -> Decision<Time> {
    self.withEntries { entries in
      Self.decide(&entries, token: token, now: now, latest: latest, windowEnd)
    }
  }

  private static func decide<Time: Comparable>(
    _ entries: inout [CancelToken: Entry],
    token: CancelToken, now: Time, latest: Bool, _ windowEnd: (Time) -> Time
  ) -> Decision<Time> {
    guard
      let entry = entries[token],
      let lastRun = entry.lastRun as? Time,
      now < windowEnd(lastRun)
    else {
      entries[token] = Entry(lastRun: now, hasPending: false)
      return .runNow
    }
    if entry.hasPending && now < lastRun {
      // An effect is still waiting for the window to end: the newest replaces it, or is dropped.
      return latest ? .runAt(lastRun) : .drop
    }
    let next = windowEnd(lastRun)
    entries[token] = Entry(lastRun: next, hasPending: true)
    return .runAt(next)
  }

  /// Forgets the windows of the reducer at `path` and of those below it.
  func forget(under path: ScopePath?) {
    self.withEntries { entries in
      guard !entries.isEmpty else { return }
      entries = entries.filter { token, _ in !ScopePath.isPath(token.path, under: path) }
    }
  }
}
