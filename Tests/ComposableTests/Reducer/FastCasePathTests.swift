import Testing

@testable import Composable

/// The case paths that `@Reducer` action enums build for themselves (`_FastCasePathable`), and
/// the fallback to CasePaths for everything else.
@MainActor
@Suite struct FastCasePathTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case increment
      case add(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case let .add(amount): state.count += amount
        }
        return .none
      }
    }
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var child: Child.State?
      var log: [String] = []
    }
    enum Action: Equatable {
      case tap
      case set(Int)
      case rename(name: String)
      case move(from: Int, to: Int)
      case mixed(Int, name: String)
      case optional(String?)
      case child(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.log.append("\(action)")
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @Reducer
  struct Generic<Element: Equatable & Sendable> {
    struct State: Equatable {}
    enum Action: Equatable {
      case element(Element)
      case pair(Element, Int)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  /// Payloads whose types are spelled in unusual ways.
  @Reducer
  struct Unusual {
    struct State {}
    enum Action {
      case closure(@Sendable () -> Void)
      case error(any Error)
      case tuple((Int, String))
      case labeledTuple(a: (Int, Int), b: Int)
      case `default`(Int)
      case sibling(Sibling)
    }
    struct Sibling {}
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  enum Destination {
    case child(Child)
    case other(Child)
  }

  @CasePathable
  enum Plain: Equatable {
    case none
    case value(Int)
    case pair(left: Int, right: String)
    case nested(Child.Action)
  }

  /// A hand-written conformance whose case paths differ from CasePaths' (they double the
  /// extracted value and add 100 to the embedded one), to tell which one the cache returns.
  @CasePathable
  enum Spy: Equatable, _FastCasePathable {
    case value(Int)
    case other

    static let requests = LockIsolated(0)

    static func _$casePath<Value>(for keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<
      Self, Value
    >? {
      Self.requests.withValue { $0 += 1 }
      guard keyPath == \Self.Cases.value else { return nil }
      return AnyCasePath<Self, Int>(
        embed: { .value($0 + 100) },
        extract: { if case let .value(value) = $0 { value * 2 } else { nil } }
      ) as? AnyCasePath<Self, Value>
    }
  }

  /// The case path that operators use for `keyPath`.
  func cached<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
    CasePathCache.casePath(keyPath)
  }

  @Test func reducerActionsTakeTheFastPath() {
    #expect((Feature.Action.self as Any.Type) is any _FastCasePathable.Type)
    #expect(Feature.Action._$casePath(for: \.tap) != nil)
    #expect(Feature.Action._$casePath(for: \.set) != nil)
    #expect(Feature.Action._$casePath(for: \.rename) != nil)
    #expect(Feature.Action._$casePath(for: \.move) != nil)
    #expect(Feature.Action._$casePath(for: \.mixed) != nil)
    #expect(Feature.Action._$casePath(for: \.optional) != nil)
    #expect(Feature.Action._$casePath(for: \.child) != nil)
    #expect(CasePathCache.fastCasePath(\Feature.Action.Cases.child) != nil)
    #expect(CasePathCache.fastCasePath(\Child.Action.Cases.add) != nil)
  }

  @Test func theCacheAsksTheEnumOnceAndFallsBackOnNil() {
    let value = self.cached(\Spy.Cases.value)
    #expect(value.extract(from: .value(2)) == 4)
    #expect(value.embed(1) == .value(101))
    _ = self.cached(\Spy.Cases.value)
    #expect(Self.Spy.requests.value == 1)

    let other = self.cached(\Spy.Cases.other)
    #expect(other.extract(from: .other) != nil)
    #expect(other.extract(from: .value(1)) == nil)
    #expect(Self.Spy.requests.value == 2)
  }

  @Test func keyPathsItDoesNotNameFallBack() {
    // An appended key path is not one of the enum's own cases: CasePaths handles it.
    #expect(Feature.Action._$casePath(for: \.child.add) == nil)
    #expect(CasePathCache.fastCasePath(\Feature.Action.Cases.child.add) == nil)
    #expect(Feature.Action._$casePath(for: \.self) == nil)

    let nested = self.cached(\Feature.Action.Cases.child.add)
    #expect(nested.extract(from: .child(.add(4))) == 4)
    #expect(nested.extract(from: .child(.increment)) == nil)
    #expect(nested.extract(from: .tap) == nil)
    #expect(nested.embed(5) == .child(.add(5)))
  }

  @Test func payloadlessCase() {
    let tap = self.cached(\Feature.Action.Cases.tap)
    #expect(tap.extract(from: .tap) != nil)
    #expect(tap.extract(from: .set(1)) == nil)
    #expect(tap.embed(()) == .tap)
  }

  @Test func singleValueCases() {
    let set = self.cached(\Feature.Action.Cases.set)
    #expect(set.extract(from: .set(7)) == 7)
    #expect(set.extract(from: .tap) == nil)
    #expect(set.extract(from: .mixed(7, name: "x")) == nil)
    #expect(set.embed(3) == .set(3))

    let rename = self.cached(\Feature.Action.Cases.rename)
    #expect(rename.extract(from: .rename(name: "Blob")) == "Blob")
    #expect(rename.extract(from: .set(1)) == nil)
    #expect(rename.embed("Blob Jr.") == .rename(name: "Blob Jr."))

    let optional = self.cached(\Feature.Action.Cases.optional)
    #expect(optional.extract(from: .optional(nil)) == .some(nil))
    #expect(optional.extract(from: .optional("a")) == .some("a"))
    #expect(optional.extract(from: .tap) == nil)
    #expect(optional.embed(nil) == .optional(nil))
  }

  @Test func multiValueCases() {
    let move = self.cached(\Feature.Action.Cases.move)
    let moved = move.extract(from: .move(from: 1, to: 2))
    #expect(moved?.from == 1)
    #expect(moved?.to == 2)
    #expect(move.extract(from: .mixed(1, name: "b")) == nil)
    #expect(move.embed((from: 3, to: 4)) == .move(from: 3, to: 4))

    let mixed = self.cached(\Feature.Action.Cases.mixed)
    let extracted = mixed.extract(from: .mixed(5, name: "five"))
    #expect(extracted?.0 == 5)
    #expect(extracted?.name == "five")
    #expect(mixed.extract(from: .move(from: 5, to: 5)) == nil)
    #expect(mixed.embed((6, name: "six")) == .mixed(6, name: "six"))
  }

  @Test func childActionCase() {
    let child = self.cached(\Feature.Action.Cases.child)
    #expect(child.extract(from: .child(.add(2))) == .add(2))
    #expect(child.extract(from: .child(.increment)) == .increment)
    #expect(child.extract(from: .tap) == nil)
    #expect(child.embed(.increment) == .child(.increment))
  }

  @Test func fastCasePathsAgreeWithCasePaths() {
    let actions: [Feature.Action] = [
      .tap, .set(1), .rename(name: "n"), .move(from: 1, to: 2), .mixed(3, name: "m"),
      .optional(nil), .optional("o"), .child(.increment), .child(.add(9)),
    ]
    let fast = self.cached(\Feature.Action.Cases.child)
    let slow = AnyCasePath(\Feature.Action.Cases.child)
    for action in actions {
      #expect(fast.extract(from: action) == slow.extract(from: action))
    }
    let fastSet = self.cached(\Feature.Action.Cases.set)
    let slowSet = AnyCasePath(\Feature.Action.Cases.set)
    for action in actions {
      #expect(fastSet.extract(from: action) == slowSet.extract(from: action))
    }
  }

  @Test func genericReducerActions() {
    typealias Action = Generic<String>.Action
    #expect(Action._$casePath(for: \.element) != nil)
    let element = self.cached(\Action.Cases.element)
    #expect(element.extract(from: .element("a")) == "a")
    #expect(element.extract(from: .pair("a", 1)) == nil)
    #expect(element.embed("b") == .element("b"))
    let pair = self.cached(\Action.Cases.pair)
    #expect(pair.extract(from: .pair("a", 1))?.1 == 1)
    #expect(pair.embed(("c", 2)) == .pair("c", 2))
  }

  @Test func unusualPayloadsTakeTheFastPath() {
    typealias Action = Unusual.Action
    #expect(Action._$casePath(for: \.closure) != nil)
    #expect(Action._$casePath(for: \.error) != nil)
    #expect(Action._$casePath(for: \.tuple) != nil)
    #expect(Action._$casePath(for: \.labeledTuple) != nil)
    #expect(Action._$casePath(for: \.default) != nil)
    #expect(Action._$casePath(for: \.sibling) != nil)

    let tuple = self.cached(\Action.Cases.tuple)
    #expect(tuple.extract(from: .tuple((1, "one")))?.1 == "one")
    #expect(tuple.extract(from: .default(1)) == nil)
    let labeledTuple = self.cached(\Action.Cases.labeledTuple)
    let extracted = labeledTuple.extract(from: labeledTuple.embed((a: (1, 2), b: 3)))
    #expect(extracted?.a.1 == 2)
    #expect(extracted?.b == 3)
    let defaultCase = self.cached(\Action.Cases.default)
    #expect(defaultCase.extract(from: .default(7)) == 7)
    #expect(defaultCase.extract(from: defaultCase.embed(8)) == 8)
  }

  @Test func enumReducerStateAndAction() {
    #expect(Destination.Action._$casePath(for: \.child) != nil)
    #expect(Destination.State._$casePath(for: \.other) != nil)
    let other = self.cached(\Destination.Action.Cases.other)
    #expect(other.extract(from: .other(.increment)) == .increment)
    #expect(other.extract(from: .child(.increment)) == nil)
    if case .other(.add(1)) = other.embed(.add(1)) {
    } else {
      Issue.record("embed built the wrong case")
    }
    let state = self.cached(\Destination.State.Cases.child)
    #expect(state.extract(from: .child(Child.State(count: 3)))?.count == 3)
    #expect(state.embed(Child.State(count: 4)).child?.count == 4)
    #expect(state.extract(from: .other(Child.State())) == nil)
  }

  @Test func plainCasePathableEnumsFallBack() {
    #expect(!((Plain.self as Any.Type) is any _FastCasePathable.Type))
    #expect(CasePathCache.fastCasePath(\Plain.Cases.value) == nil)

    let none = self.cached(\Plain.Cases.none)
    #expect(none.extract(from: .none) != nil)
    #expect(none.extract(from: .value(1)) == nil)
    #expect(none.embed(()) == .none)
    let value = self.cached(\Plain.Cases.value)
    #expect(value.extract(from: .value(1)) == 1)
    #expect(value.extract(from: .none) == nil)
    #expect(value.embed(2) == .value(2))
    let pair = self.cached(\Plain.Cases.pair)
    #expect(pair.extract(from: .pair(left: 1, right: "r"))?.right == "r")
    #expect(pair.embed((left: 2, right: "s")) == .pair(left: 2, right: "s"))
    let nested = self.cached(\Plain.Cases.nested.add)
    #expect(nested.extract(from: .nested(.add(3))) == 3)
    #expect(nested.embed(4) == .nested(.add(4)))
  }

  @Test func operatorsRunThroughTheFastPath() {
    let store = Store(initialState: Feature.State(child: Child.State())) { Feature() }
    store.send(.child(.add(2)))
    store.send(.child(.increment))
    store.send(.tap)
    #expect(store.state.child?.count == 3)
    #expect(store.state.log.count == 3)
    let child = store.scope(state: \.child, action: \.child)
    child?.send(.add(10))
    #expect(store.state.child?.count == 13)
  }

  /// The cases an enum hands visitors, by the key path to their case path in `AllCasePaths`,
  /// with their embedding's level as a function.
  struct CaseCollector: _FastCaseVisitor {
    typealias Enum = Feature.Action
    var cases: [AnyKeyPath: Any] = [:]

    mutating func visit<Payload>(
      _ casePath: KeyPath<Feature.Action.AllCasePaths, AnyCasePath<Feature.Action, Payload>>,
      embedding: _CaseEmbedding<Payload, Feature.Action>
    ) {
      let step = embedding.intoCase
      let embed: (Payload) -> Feature.Action = { embedded($0, through: step) }
      self.cases[casePath] = embed
    }
  }

  @Test func visitedCasesEmbedThroughTheirLevel() throws {
    var collector = CaseCollector()
    Feature.Action._$visitCases(&collector)
    let set = try #require(
      collector.cases[\Feature.Action.AllCasePaths.set] as? (Int) -> Feature.Action)
    #expect(set(3) == .set(3))
    let child = try #require(
      collector.cases[\Feature.Action.AllCasePaths.child] as? (Child.Action) -> Feature.Action)
    #expect(child(.add(4)) == .child(.add(4)))
    // A case without a payload has nothing to embed, and cases with several values are left to
    // CasePaths.
    #expect(collector.cases[\Feature.Action.AllCasePaths.tap] == nil)
    #expect(collector.cases[\Feature.Action.AllCasePaths.move] == nil)
  }

  @Test func scopedStoresEmbedThroughTheirRoute() {
    // The embedding a scoped store composes into its route, and a send through that route.
    let embedding = ScopedEmbedding<Feature.Action, Child.Action>.casePath(in: \.child)
    let root: Feature.Action = embedded(Child.Action.add(5), through: embedding.step)
    #expect(root == .child(.add(5)))
    let store = Store(initialState: Feature.State(child: Child.State())) { Feature() }
    store.scope(state: \.child, action: \.child)?.send(.add(5))
    #expect(store.state.child?.count == 5)
    #expect(store.state.log.count == 1)
  }
}
