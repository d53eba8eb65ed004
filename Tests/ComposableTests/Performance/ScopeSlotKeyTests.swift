import Testing

@testable import Composable

/// `ifLet` and the presentation operators, which push a frame on every level of a send, find the
/// thread's scope stack with the key their path cache keeps, not through the global key, whose
/// every read checks its lazy initialization: a send through them reads the global once (for the
/// store's root frame), however deep it goes.
///
/// Debug builds only: the lookups are counted there.
#if DEBUG
  @MainActor
  @Suite struct ScopeSlotKeyTests {
    @Reducer
    struct Sheet {
      @ObservableState
      struct State: Equatable {
        var leaf: PresentedCounter.State?
      }
      enum Action: Equatable {
        case leaf(PresentedCounter.Action)
      }
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .ifLet(\.leaf, action: \.leaf) { PresentedCounter() }
      }
    }

    @Reducer
    struct Top {
      @ObservableState
      struct State: Equatable {
        @Presents var sheet: Sheet.State?
      }
      enum Action: Equatable {
        case sheet(PresentationAction<Sheet.Action>)
      }
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .ifLet(\.$sheet, action: \.sheet) { Sheet() }
      }
    }

    /// How many times `body` looked this thread's scope stack up through the global key.
    func globalSlotLookups(_ body: () -> Void) -> Int {
      let before = ScopeStack.withSlot(key: ScopeStack.key) { $0.globalSlotLookups }
      body()
      return ScopeStack.withSlot(key: ScopeStack.key) { $0.globalSlotLookups } - before
    }

    @Test func aSendThroughNestedOperatorsLooksTheGlobalKeyUpOnce() {
      let store = Store(initialState: Top.State(sheet: Sheet.State(leaf: PresentedCounter.State())))
      {
        Top()
      }
      // The first send resolves the bodies and records the presented child.
      store.send(.sheet(.presented(.leaf(.increment))))
      let deepSend = self.globalSlotLookups { store.send(.sheet(.presented(.leaf(.increment)))) }
      // One read, for the store's root frame: neither the presentation operator nor `ifLet`
      // reads it.
      #expect(deepSend == 1)
      #expect(store.withState { $0.sheet?.leaf?.count } == 2)
    }
  }
#endif
