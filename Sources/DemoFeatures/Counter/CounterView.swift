/// The counter screen: the count, the two buttons of seed 003, and the timer toggle.
public struct CounterView: View {
  let store: StoreOf<CounterFeature>

  /// A view of the counter's store.
  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  /// The count, the buttons and the timer toggle.
  public var body: some View {
    VStack(spacing: 1) {
      Text("Count: ") + Text("\(store.count)").bold().foregroundColor(.cyan)
      Section("Counter") {
        HStack {
          Button("Decrement") { store.send(.decrementButtonTapped) }
          Button("Increment") { store.send(.incrementButtonTapped) }
        }
        // The seed's `binding(get:send:)`: the toggle shows state and sends an action.
        Toggle(
          "Timer (+1 every second)",
          isOn: store.binding(get: \.isTimerRunning, send: { _ in .toggleTimerButtonTapped })
        )
      }
    }
    .navigationTitle("Counter")
  }
}
