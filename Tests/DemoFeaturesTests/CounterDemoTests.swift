import ComposableTerminal
import DemoFeatures
import TestHelpers
import Testing

@MainActor
@Suite struct CounterDemoTests {
  @Test func buttonsChangeTheCount() {
    let demo = DemoHarness()
    demo.open(.counter)
    #expect(demo.frame.contains("Count: 0"))
    demo.terminal.press(.enter, .enter)
    #expect(demo.frame.contains("Count: -2"))
    demo.terminal.press(.right, .space, .space, .space)
    #expect(demo.frame.contains("Count: 1"))
  }

  @Test func theTimerCountsOnTheClockAndStopsWhenTheScreenCloses() async {
    let demo = DemoHarness()
    demo.open(.counter)
    demo.focus("Timer (+1 every second)")
    demo.terminal.press(.space)
    #expect(demo.frame.contains("[x] Timer"))
    for second in 1...3 {
      await demo.advance(by: .seconds(1))
      await demo.waitUntilScreenContains("Count: \(second)")
    }
    #expect(demo.frame.contains("Count: 3"))
    #expect(demo.store._runningEffectCount == 1)

    // Leaving the screen dismisses it, which cancels the timer.
    demo.terminal.press(.escape)
    #expect(demo.frame.contains("› Counter"))
    #expect(await eventually { demo.store._runningEffectCount == 0 })
    let actions = demo.changeLog.actionCount
    await demo.advance(by: .seconds(5), expectingASleeper: false)
    #expect(demo.changeLog.actionCount == actions)

    // Coming back starts from a fresh counter.
    demo.terminal.press(.enter)
    #expect(demo.frame.contains("Count: 0"))
  }

  @Test func togglingTheTimerOffStopsIt() async {
    let demo = DemoHarness()
    demo.open(.counter)
    demo.focus("Timer (+1 every second)")
    demo.terminal.press(.enter)
    await demo.advance(by: .seconds(1))
    await demo.waitUntilScreenContains("Count: 1")
    demo.terminal.press(.enter)
    await demo.advance(by: .seconds(3), expectingASleeper: false)
    #expect(demo.frame.contains("Count: 1"))
    #expect(demo.frame.contains("[ ] Timer"))
    #expect(await eventually { demo.store._runningEffectCount == 0 })
  }
}
