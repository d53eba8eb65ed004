import Composable
import Foundation
import Testing

/// `_printChanges` with TCA's printers: a custom `_ReducerPrinter(printChange:)`, `.customDump`
/// and `.actionLabels`, called on the printer's queue after the action is reduced.
@MainActor
@Suite struct PrintChangesTests {
  private func counter(
    _ printer: _ReducerPrinter<Int, Bool>
  ) -> Store<Int, Bool> {
    Store(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        state += action ? 1 : -1
        return .none
      }
      ._printChanges(printer)
    }
  }

  @Test func aCustomPrinterReceivesTheActionAndBothStates() {
    let queue = DispatchQueue(label: #function)
    let changes = LockIsolated<[String]>([])
    let store = self.counter(
      _ReducerPrinter(
        printChange: { action, oldState, newState in
          changes.withValue { $0.append("\(action): \(oldState) → \(newState)") }
        },
        queue: queue
      )
    )
    store.send(true)
    store.send(false)
    queue.sync {}
    #expect(changes.value == ["true: 0 → 1", "false: 1 → 0"])
  }

  @Test func printingWaitsForItsQueueAndNeverHoldsUpSend() {
    let queue = DispatchQueue(label: #function)
    let changes = LockIsolated(0)
    let store = self.counter(
      _ReducerPrinter(printChange: { _, _, _ in changes.withValue { $0 += 1 } }, queue: queue)
    )
    queue.suspend()
    store.send(true)
    // Reduced, not yet printed: the printer runs on its queue, after `send`.
    #expect(store.state == 1)
    #expect(changes.value == 0)
    queue.resume()
    queue.sync {}
    #expect(changes.value == 1)
  }

  @Test func stackedPrintersPrintInTheOrderActionsWereReduced() {
    let queue = DispatchQueue(label: #function)
    let log = LockIsolated<[Bool]>([])
    let printer = _ReducerPrinter<Int, Bool>(
      printChange: { action, _, _ in log.withValue { $0.append(action) } }, queue: queue
    )
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        state += action ? 1 : -1
        return .none
      }
      ._printChanges(printer)
      ._printChanges(printer)
    }
    store.send(true)
    store.send(false)
    queue.sync {}
    #expect(log.value == [true, true, false, false])
  }

  @Test func actionLabelsPrintOneLinePerAction() {
    let queue = DispatchQueue(label: #function)
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Chain.State()) {
      Chain()._printChanges(
        .actionLabels(queue: queue) { line in lines.withValue { $0.append(line) } })
    }
    store.send(.countDown(1))
    queue.sync {}
    #expect(
      lines.value == [
        // Cases only, without their values, as TCA's `actionLabels` prints them.
        "received action: Chain.Action.countDown",
        "received action: Chain.Action.countDown",
      ]
    )
  }

  @Test func theStandardPrintersAndNoPrinterRun() {
    for printer in [_ReducerPrinter<Int, Bool>.customDump, .actionLabels, nil] {
      let store = Store(initialState: 0) {
        Reduce<Int, Bool> { state, _ in
          state += 1
          return .none
        }
        ._printChanges(printer)
      }
      store.send(true)
      #expect(store.state == 1)
    }
  }
}
