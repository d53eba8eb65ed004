import ComposableTesting
import Testing

/// The ledger of test stores' leases on the main serial executor, over a switch of its own (the
/// real one is process-wide, and other tests' stores hold it while these run).
@MainActor
@Suite struct MainSerialExecutorLeaseTests {
  /// A switch that records its value.
  final class Switch {
    var isOn: Bool
    init(_ isOn: Bool) { self.isOn = isOn }
  }

  func ledger(over toggle: Switch) -> MainSerialExecutorLease.Ledger {
    MainSerialExecutorLease.Ledger(read: { toggle.isOn }, write: { toggle.isOn = $0 })
  }

  @Test(arguments: [false, true])
  func aLeaseTurnsTheSwitchOnAndPutsBackTheValueItFound(initially: Bool) {
    let toggle = Switch(initially)
    let ledger = self.ledger(over: toggle)
    let lease = MainSerialExecutorLease(ledger: ledger)
    #expect(toggle.isOn)
    lease.release()
    #expect(toggle.isOn == initially)
    lease.release()
    #expect(toggle.isOn == initially)
  }

  @Test(arguments: [false, true])
  func twoLeasesLeaveTheSwitchAsItWasWhicheverGoesFirst(firstGoesFirst: Bool) {
    let toggle = Switch(false)
    let ledger = self.ledger(over: toggle)
    let first = MainSerialExecutorLease(ledger: ledger)
    let second = MainSerialExecutorLease(ledger: ledger)
    (firstGoesFirst ? first : second).release()
    #expect(toggle.isOn)
    (firstGoesFirst ? second : first).release()
    #expect(!toggle.isOn)
  }

  @Test func aLeaseThatDoesNotWantSerialExecutionTurnsTheSwitchOff() {
    let toggle = Switch(true)
    let ledger = self.ledger(over: toggle)
    let older = MainSerialExecutorLease(ledger: ledger)
    let lease = MainSerialExecutorLease(ledger: ledger)
    lease.wantsSerialExecution = false
    #expect(!lease.wantsSerialExecution)
    #expect(!toggle.isOn)
    // The older lease does not take it back on a step of its own while the newer one is alive.
    older.reassert()
    #expect(!toggle.isOn)
    lease.release()
    #expect(toggle.isOn)
    older.release()
    #expect(toggle.isOn)
  }

  @Test func aValueSetOutsideWhileALeaseIsAliveIsPutBackByTheNextLease() {
    let toggle = Switch(false)
    let ledger = self.ledger(over: toggle)
    let leaked = MainSerialExecutorLease(ledger: ledger)
    toggle.isOn = false
    let lease = MainSerialExecutorLease(ledger: ledger)
    #expect(toggle.isOn)
    lease.release()
    #expect(!toggle.isOn)
    leaked.release()
    #expect(!toggle.isOn)
  }

  @Test func reassertTurnsTheSwitchBackOnForTheNewestLease() {
    let toggle = Switch(false)
    let ledger = self.ledger(over: toggle)
    let lease = MainSerialExecutorLease(ledger: ledger)
    toggle.isOn = false
    lease.reassert()
    #expect(toggle.isOn)
    lease.release()
  }
}
