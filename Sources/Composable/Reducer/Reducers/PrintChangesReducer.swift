/// Where `_printChanges()` writes: a function that receives each action and state diff.
public struct _ReducerPrinter<State, Action>: Sendable {
  @usableFromInline let print: @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a function.
  public init(
    print: @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.print = print
  }

  /// Prints the action and a CustomDump diff of the state to standard output.
  public static var customDump: Self {
    Self.customDump { Swift.print($0) }
  }

  /// Renders the action and a CustomDump diff of the state, and hands the text to `write`.
  public static func customDump(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var target = ""
      target.write("received action:\n")
      CustomDump.customDump(action, to: &target, indent: 2)
      target.write("\n")
      target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
      write(target)
    }
  }

  /// Prints only the action, one line each.
  public static var actionLabels: Self {
    Self { action, _, _ in Swift.print("received action:\n  \(debugCaseOutput(action))") }
  }
}

extension Reducer {
  /// Prints every action this reducer receives and the resulting change of state, as a
  /// CustomDump diff (`-` old, `+` new). For debugging.
  ///
  /// - Parameter printer: Where to write; standard output by default.
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
    printer.print(action, oldState, state)
    return effects
  }
}
