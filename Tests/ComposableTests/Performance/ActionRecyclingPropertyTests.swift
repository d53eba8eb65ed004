import PropertyBased
import Testing

@testable import Composable

/// Random sends through a chain of presented destinations, with the root and the middle level
/// starting and stopping to keep the actions they see: whatever the route keeps between sends,
/// every reducer sees each action as it was sent, and what it kept stays as it was.
@MainActor
@Suite struct ActionRecyclingPropertyTests {
  typealias Top = ActionRecyclingTests.Top
  typealias Middle = ActionRecyclingTests.Middle

  /// What a code does: send to the leaf, or make the root or the middle level start or stop
  /// keeping actions.
  private enum Step {
    case leaf(Int)
    case toggleRoot
    case toggleMiddle
  }

  private static func step(_ code: Int) -> Step {
    switch code % 4 {
    case 0, 1: .leaf(code / 4)
    case 2: .toggleRoot
    default: .toggleMiddle
    }
  }

  /// Runs `codes` on a chain whose leaf is `destination`, sending `leafAction(n)` through
  /// `send` (which returns how many boxes the leaf's route then keeps), and checks what every
  /// level kept against the actions sent, and that the route keeps `keptBoxes` boxes after a
  /// send that no level kept.
  private func check(
    _ codes: [Int],
    destination: Middle.Destination.State,
    keptBoxes: Int,
    leafAction: (Int) -> Middle.Destination.Action,
    send: (StoreOf<Middle>, Int) throws -> Int
  ) throws {
    let seen = LockIsolated<[Top.Action]>([])
    let rootKeeps = LockIsolated(false)
    let store = Store(
      initialState: Top.State(destination: .middle(Middle.State(destination: destination)))
    ) {
      Reduce<Top.State, Top.Action> { _, action in
        if rootKeeps.value { seen.withValue { $0.append(action) } }
        return .none
      }
      Top()
    }
    let middle = try #require(
      store.scope(state: \.destination?.middle, action: \.destination.middle))
    var expectedSeen: [Top.Action] = []
    var expectedKept: [Middle.Action] = []
    var middleKeeps = false
    for code in codes {
      let middleAction: Middle.Action
      switch Self.step(code) {
      case let .leaf(number):
        let kept = try send(middle, number)
        if !rootKeeps.value, !middleKeeps { #expect(kept == keptBoxes) }
        middleAction = .destination(.presented(leafAction(number)))
        if middleKeeps { expectedKept.append(middleAction) }
      case .toggleRoot:
        rootKeeps.withValue { $0.toggle() }
        continue
      case .toggleMiddle:
        middleKeeps.toggle()
        middleAction = .keepActions(middleKeeps)
        middle.send(middleAction)
      }
      if rootKeeps.value { expectedSeen.append(.destination(.presented(.middle(middleAction)))) }
    }
    #expect(seen.value == expectedSeen)
    #expect(store.destination?.middle?.kept == expectedKept)
  }

  @Test func actionsThatArePlainValues() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...199).array(of: 0...40)) { codes in
      var counter: StoreOf<ActionRecyclingTests.Counter>?
      var total = 0
      try self.check(
        codes, destination: .counter(ActionRecyclingTests.Counter.State()), keptBoxes: 2,
        leafAction: { .counter(.add($0)) },
        send: { middle, number in
          if counter == nil {
            counter = try #require(
              middle.scope(state: \.destination?.counter, action: \.destination.counter))
          }
          counter?.send(.add(number))
          total += number
          #expect(counter?.total == total)
          return counter?.core.route.keptBoxCount ?? 0
        })
    }
  }

  @Test func actionsHoldingReferences() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...199).array(of: 0...40)) { codes in
      var note: StoreOf<ActionRecyclingTests.Note>?
      try self.check(
        codes, destination: .note(ActionRecyclingTests.Note.State()), keptBoxes: 1,
        leafAction: { .note(.write("text \($0)")) },
        send: { middle, number in
          if note == nil {
            note = try #require(
              middle.scope(state: \.destination?.note, action: \.destination.note))
          }
          note?.send(.write("text \(number)"))
          #expect(note?.text == "text \(number)")
          return note?.core.route.keptBoxCount ?? 0
        })
    }
  }
}
