import Dispatch

/// Where `_printChanges()` writes: a function that receives each action with the state before
/// and after it.
///
/// ```swift
/// Feature()._printChanges(
///   _ReducerPrinter { action, oldState, newState in
///     logger.debug("\(action)")
///   }
/// )
/// ```
///
/// It is called on its `queue` (a serial queue shared by all printers, by default), after the
/// action is reduced, so that rendering a large diff never holds up the store. Printers on one
/// queue see the actions in the order they were reduced.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  /// The queue the printer is called on.
  @usableFromInline let queue: DispatchQueue

  /// Creates a printer from a function.
  ///
  /// - Parameters:
  ///   - printChange: Called with each action and the state before and after it.
  ///   - queue: The serial queue to call `printChange` on; `nil` for the queue all printers
  ///     share.
  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void,
    queue: DispatchQueue? = nil
  ) {
    self._printChange = printChange
    self.queue = queue ?? sharedPrintQueue
  }

  /// Prints one change, on the calling thread.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }

  /// Prints the action and a CustomDump diff of the state to standard output.
  public static var customDump: Self {
    Self.customDump { Swift.print($0) }
  }

  /// Renders the action and a CustomDump diff of the state, and hands the text to `write`.
  ///
  /// - Parameters:
  ///   - queue: The serial queue to render and write on; `nil` for the queue all printers share.
  ///   - write: Receives the text printed for one action.
  public static func customDump(
    queue: DispatchQueue? = nil,
    _ write: @escaping @Sendable (String) -> Void
  ) -> Self {
    Self(
      printChange: { action, oldState, newState in
        var target = ""
        target.write("received action:\n")
        CustomDump.customDump(action, to: &target, indent: 2)
        target.write("\n")
        target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
        write(target)
      },
      queue: queue
    )
  }

  /// Prints only the action, one line each.
  public static var actionLabels: Self {
    Self.actionLabels { Swift.print($0) }
  }

  /// Renders only the action, as one line, and hands the text to `write`.
  ///
  /// - Parameters:
  ///   - queue: The serial queue to render and write on; `nil` for the queue all printers share.
  ///   - write: Receives the line printed for one action.
  public static func actionLabels(
    queue: DispatchQueue? = nil,
    _ write: @escaping @Sendable (String) -> Void
  ) -> Self {
    Self(
      printChange: { action, _, _ in write("received action: \(debugCaseOutput(action))") },
      queue: queue
    )
  }
}

/// The queue printers use unless they are given one.
private let sharedPrintQueue = DispatchQueue(label: "composable.print-changes")

extension Reducer {
  /// Prints every action this reducer receives and the resulting change of state, as a
  /// CustomDump diff (`-` old, `+` new). For debugging.
  ///
  /// - Parameter printer: Where to write; standard output by default, `nil` for nowhere.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// The reducer made by `_printChanges()`.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    let effects = self.base.reduce(into: &state, action: action)
    // The values are copies the reducer no longer touches: they only move to the printer's queue.
    let change = UncheckedSendable((action, oldState, state))
    printer.queue.async {
      let (action, oldState, newState) = change.value
      printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
    }
    return effects
  }
}
