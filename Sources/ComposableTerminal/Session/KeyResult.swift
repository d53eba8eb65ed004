/// What the session did with a key.
public enum KeyResult: Hashable, Sendable {
  /// A control, a handler or focus navigation used the key.
  case handled
  /// Nothing used the key.
  case ignored
  /// The key asks the app to quit: Ctrl-C anywhere, `q` at the top level.
  case quit
}
