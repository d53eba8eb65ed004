/// Persistent storage for views that need state across evaluations.
@MainActor
final class ViewStorage {
  private var values: [AnyHashable: AnyObject] = [:]
  /// Asks the session to evaluate the views again (for state that is not observed).
  var invalidate: @MainActor () -> Void = {}
  /// Keys read during the current evaluation; values not read are discarded afterwards.
  private var touched: Set<AnyHashable> = []

  func value<T: AnyObject>(for key: AnyHashable, default make: () -> T) -> T {
    self.touched.insert(key)
    if let value = self.values[key] as? T { return value }
    let value = make()
    self.values[key] = value
    return value
  }

  func beginEvaluation() {
    self.touched = []
  }

  func endEvaluation() {
    for key in self.values.keys where !self.touched.contains(key) {
      self.values[key] = nil
    }
  }

  /// The stored values of a type, for the session to ask them about pending work.
  func values<T>(of type: T.Type) -> [T] {
    self.values.values.compactMap { $0 as? T }
  }
}
