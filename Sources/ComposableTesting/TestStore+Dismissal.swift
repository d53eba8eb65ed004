extension TestStore {
  /// Whether the root feature dismissed itself with `@Dependency(\.dismiss)`. Once it has,
  /// sending another action fails.
  public var isDismissed: Bool {
    self._isDismissed
  }

  /// Whether the root feature has dismissed itself. Navigation exposes it as `isDismissed`.
  package var _isDismissed: Bool {
    self.recorder.isDismissed
  }

  /// Marks the root feature as dismissed: later `send`s fail.
  package func markDismissed() {
    self.recorder.isDismissed = true
  }
}
