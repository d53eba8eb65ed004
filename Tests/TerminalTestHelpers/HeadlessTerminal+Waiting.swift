import ComposableTerminal
import TestHelpers
import Testing

extension HeadlessTerminal {
  /// Waits until the screen satisfies `condition` (or ``hangGuard`` passes): a step or
  /// an action that a clock released reaches the screen through the main actor, which tests
  /// running in parallel share. The caller asserts what it expects on the screen afterwards.
  public func waitUntil(_ condition: (Frame) -> Bool) async {
    _ = await eventually { condition(self.frame) }
  }

  /// Runs a router's step-by-step navigation to its end on a test clock.
  public func settleSteps(clock: TestClock<Duration>) async {
    _ = self.frame
    for _ in 0..<10 where self.session.hasPendingAnimations {
      let before = self.frame
      #expect(await untilSleeping(on: clock), "a pending step should sleep on the clock")
      await clock.advance(by: .seconds(1))
      // The step lands on the main actor; wait for this one before the next.
      await self.waitUntil { $0 != before || !self.session.hasPendingAnimations }
    }
  }
}
