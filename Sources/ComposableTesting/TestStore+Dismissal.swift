extension TestStore {
  /// Whether the root feature dismissed itself with `@Dependency(\.dismiss)`. Once it has, its
  /// effects are cancelled and sending another action fails.
  public var isDismissed: Bool {
    self._isDismissed
  }

  /// Whether the root feature has dismissed itself. Navigation exposes it as `isDismissed`.
  package var _isDismissed: Bool {
    self.recorder.isDismissed
  }
}

extension TestStoreRecorder {
  /// What `@Dependency(\.dismiss)` does when the feature under test dismisses itself, as TCA's
  /// test store does: the feature is gone, so its effects are cancelled (and no longer count as
  /// running), and any further `send` is reported.
  func dismissRootFeature() {
    self.isDismissed = true
    self.cancelStoreEffects()
    self.effects.forget(self.effects.inFlight.keys)
  }
}
