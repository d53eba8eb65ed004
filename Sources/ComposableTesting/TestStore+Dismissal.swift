// MARK: - Extension point for navigation
//
// `isDismissed` belongs to the navigation work (the `dismiss` dependency lives with it). What the
// test store provides is the state and its effect on later steps: once the root feature is marked
// dismissed, `send` fails with "Can't send an action to a test store whose root feature has been
// dismissed". To finish the feature, navigation only needs to:
//
//   1. in `TestStore.init`, install a root `dismiss` dependency that calls `markDismissed()` (for
//      example `$0.dismiss = DismissEffect { [recorder] in recorder.isDismissed = true }`);
//   2. add `public var isDismissed: Bool { self._isDismissed }`.

extension TestStore {
  /// Whether the root feature has dismissed itself. Navigation exposes it as `isDismissed`.
  package var _isDismissed: Bool {
    self.recorder.isDismissed
  }

  /// Marks the root feature as dismissed: later `send`s fail.
  package func markDismissed() {
    self.recorder.isDismissed = true
  }
}
