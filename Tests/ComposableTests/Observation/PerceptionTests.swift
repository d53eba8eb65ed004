import Composable
import Testing

/// swift-perception's names, as TCA code uses them, track changes through Observation.
@Suite struct PerceptionTests {
  @Perceptible
  final class Model {
    var count = 0
    @PerceptionIgnored var ignored = 0
    var cache = [Int: String]()
  }

  /// Runs `read` under perception tracking, then `write`; whether the reader was told of a change.
  private func notifies(_ read: () -> Void, after write: () -> Void) -> Bool {
    let changed = LockIsolated(false)
    withPerceptionTracking(read) { changed.setValue(true) }
    write()
    return changed.value
  }

  @Test func aPerceptibleClassTracksItsStoredProperties() {
    let model = Model()
    #expect(self.notifies({ _ = model.count }, after: { model.count += 1 }))
    #expect(self.notifies({ _ = model.cache }, after: { model.cache[1] = "one" }))
    #expect(!self.notifies({ _ = model.count }, after: { model.cache[2] = "two" }))
  }

  @Test func anIgnoredPropertyIsNotTracked() {
    let model = Model()
    #expect(!self.notifies({ _ = model.ignored }, after: { model.ignored += 1 }))
    #expect(model.ignored == 1)
  }

  @Test func perceptibleIsObservable() {
    func isPerceptible(_: some Perceptible) -> Bool { true }
    #expect(isPerceptible(Model()))
    let observable: any Observable = Model()
    #expect(observable is Model)
  }

  @Test func withPerceptionTrackingTracksStores() async {
    let store = await Store(initialState: Chain.State()) { Chain() }
    let changed = LockIsolated(false)
    await MainActor.run {
      withPerceptionTracking {
        _ = store.count
      } onChange: {
        changed.setValue(true)
      }
      store.send(.countDown(0))
    }
    #expect(changed.value)
  }
}
