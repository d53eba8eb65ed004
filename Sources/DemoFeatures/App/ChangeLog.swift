import Dispatch
import Observation

/// The text `._printChanges()` prints, kept for the demo's changes panel instead of going to
/// standard output (which the terminal screen owns).
///
/// ```swift
/// let changeLog = ChangeLog()
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()._printChanges(changeLog.printer())
/// }
/// ```
///
/// It is observable, so a panel showing ``lines`` redraws when an action is logged.
///
/// `_printChanges` prints on a queue after each action is reduced; the log's printer uses a queue
/// of the log's own, and reading the log first lets it finish what is queued, so that the log
/// read after `send` returns holds that action.
public final class ChangeLog: Observable, Sendable {
  private struct Storage {
    var lines: [String] = []
    var actionCount = 0
  }

  private let storage = Locked(Storage())
  private let registrar = ObservationRegistrar()
  /// Where the printer runs.
  private let queue = DispatchQueue(label: "demo.change-log")
  private let limit: Int

  /// - Parameter limit: How many lines to keep; older ones are dropped.
  public init(limit: Int = 400) {
    self.limit = limit
  }

  /// The most recent lines printed, oldest first.
  public var lines: [String] {
    self.registrar.access(self, keyPath: \.lines)
    self.queue.sync {}
    return self.storage.withLock { $0.lines }
  }

  /// How many actions have been logged.
  public var actionCount: Int {
    self.registrar.access(self, keyPath: \.lines)
    self.queue.sync {}
    return self.storage.withLock { $0.actionCount }
  }

  /// Adds the text printed for one action.
  public func append(_ text: String) {
    self.registrar.withMutation(of: self, keyPath: \.lines) {
      self.storage.withLock { storage in
        storage.actionCount += 1
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        storage.lines += lines
        if storage.lines.count > self.limit {
          storage.lines.removeFirst(storage.lines.count - self.limit)
        }
      }
    }
  }

  /// A `_printChanges` printer that writes here, in `customDump` format: the action, then the
  /// state diff (`-` before, `+` after).
  public func printer<State, Action>() -> _ReducerPrinter<State, Action> {
    .customDump(queue: self.queue) { [self] text in self.append(text) }
  }
}
