import Composable
import Testing

/// Appends its mark to the log: reducers whose order and presence the builder tests read back.
@Reducer
struct Marker {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case mark
  }

  var mark = "marker"

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.log.append(self.mark)
      return .none
    }
  }

  /// A reducer available only on platform versions that do not exist yet (every platform but
  /// those named, such as Linux, has it).
  @available(iOS, introduced: 9999)
  @available(macOS, introduced: 9999)
  @available(tvOS, introduced: 9999)
  @available(visionOS, introduced: 9999)
  @available(watchOS, introduced: 9999)
  @Reducer
  struct Future {
    var body: some Reducer<State, Action> {
      Marker(mark: "future")
    }
  }
}

/// Lists reducers the way TCA code does: behind `if #available`, and as existentials.
@Reducer
struct BuilderShapes {
  typealias State = Marker.State
  typealias Action = Marker.Action

  var extra: any ReducerOf<Marker> = EmptyReducer()

  var body: some Reducer<State, Action> {
    Marker(mark: "first")
    if #available(iOS 9999, macOS 9999, tvOS 9999, visionOS 9999, watchOS 9999, *) {
      Marker.Future()
    } else if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, watchOS 10, *) {
      Marker(mark: "present")
    }
    Marker(mark: "erased") as any ReducerOf<Marker>
    self.extra as any ReducerOf<Marker>
  }
}

@Suite struct ReducerBuilderTests {
  @Test func ifAvailableRunsTheBranchOfThePlatform() {
    var state = Marker.State()
    _ = BuilderShapes().reduce(into: &state, action: .mark)
    let expected: String
    if #available(iOS 9999, macOS 9999, tvOS 9999, visionOS 9999, watchOS 9999, *) {
      expected = "future"
    } else {
      expected = "present"
    }
    #expect(state.log == ["first", expected, "erased"])
  }

  @Test func existentialReducersRunInPlace() {
    let reducer = CombineReducers {
      Marker(mark: "typed")
      Marker(mark: "cast") as any ReducerOf<Marker>
    }
    var state = Marker.State()
    _ = reducer.reduce(into: &state, action: .mark)
    #expect(state.log == ["typed", "cast"])

    state = Marker.State()
    _ = BuilderShapes(extra: Marker(mark: "stored")).reduce(into: &state, action: .mark)
    #expect(state.log.last == "stored")
  }
}
