/// How test stores share the main serial executor, a process-wide switch
/// (`uncheckedUseMainSerialExecutor`) that serializes async work on the main actor and so makes
/// "advance the clock, then receive" deterministic.
///
/// Each test store holds a lease for its lifetime: it turns the switch on when it is created (or
/// leaves it off when the test sets ``TestStore/useMainSerialExecutor`` to `false`) and puts back
/// the value it found when it is released. Leases stack: the newest live one decides the switch,
/// and one released out of order hands the value it found to the lease made after it. So two test
/// stores alive at once (Swift Testing runs tests in parallel) leave the switch as it was before the
/// first, whichever goes first; and a test that sets the switch itself while an older store is
/// still alive gets its value back when its own store goes.
@MainActor
package final class MainSerialExecutorLease {
  private let ledger: Ledger
  private let id: Int

  /// Opens a lease on `ledger` (the real switch by default) that turns serial execution on.
  package init(ledger: Ledger = .shared) {
    self.ledger = ledger
    self.id = ledger.open()
  }

  /// Whether this lease asks for serial execution. Applied at once when it is the newest lease.
  package var wantsSerialExecution: Bool {
    get { self.ledger.wish(of: self.id) }
    set { self.ledger.set(self.id, wantsSerialExecution: newValue) }
  }

  /// Ends the lease. Idempotent.
  package func release() {
    self.ledger.close(self.id)
  }

  /// Turns serial execution back on if the newest lease wants it and something else switched it
  /// off (a `withMainSerialExecutor` block in another test that restored an older value).
  package func reassert() {
    self.ledger.reassert()
  }

  /// The stack of live leases over one switch.
  @MainActor
  package final class Ledger {
    private struct Entry {
      let id: Int
      var wantsSerialExecution: Bool
      /// The value to put back when this lease goes: the one it found, or the one found by the
      /// older leases that went before it.
      var valueToRestore: Bool
    }

    /// The process-wide switch.
    package static let shared = Ledger(
      read: { uncheckedUseMainSerialExecutor },
      write: { uncheckedUseMainSerialExecutor = $0 }
    )

    private var entries: [Entry] = []
    private var nextID = 0
    private let read: @MainActor () -> Bool
    private let write: @MainActor (Bool) -> Void

    /// A ledger over the switch that `read` and `write` access.
    package init(read: @escaping @MainActor () -> Bool, write: @escaping @MainActor (Bool) -> Void)
    {
      self.read = read
      self.write = write
    }

    fileprivate func open() -> Int {
      let id = self.nextID
      self.nextID += 1
      self.entries.append(Entry(id: id, wantsSerialExecution: true, valueToRestore: self.read()))
      self.write(true)
      return id
    }

    fileprivate func wish(of id: Int) -> Bool {
      self.entries.first { $0.id == id }?.wantsSerialExecution ?? false
    }

    fileprivate func set(_ id: Int, wantsSerialExecution: Bool) {
      guard let index = self.entries.firstIndex(where: { $0.id == id }) else { return }
      self.entries[index].wantsSerialExecution = wantsSerialExecution
      if index == self.entries.count - 1 {
        self.write(wantsSerialExecution)
      }
    }

    fileprivate func close(_ id: Int) {
      guard let index = self.entries.firstIndex(where: { $0.id == id }) else { return }
      let entry = self.entries.remove(at: index)
      if index == self.entries.count {
        self.write(entry.valueToRestore)
      } else {
        // The lease made after this one found the value this one set; it restores this one's.
        self.entries[index].valueToRestore = entry.valueToRestore
      }
    }

    fileprivate func reassert() {
      if let newest = self.entries.last, newest.wantsSerialExecution, !self.read() {
        self.write(true)
      }
    }
  }
}
