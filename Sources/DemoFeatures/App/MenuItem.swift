/// The entries of the demo's main menu, in order.
public enum MenuItem: String, CaseIterable, Equatable, Sendable, Codable {
  /// The counter.
  case counter = "Counter"
  /// The Settings form.
  case settings = "Settings"
  /// The coordinator.
  case coordinator = "Coordinator"

  /// What the entry opens, from its first state.
  var destination: AppFeature.Destination.State {
    switch self {
    case .counter: .counter(CounterFeature.State())
    case .settings: .settings(SettingsFeature.State())
    case .coordinator: .coordinator(CoordinatorFeature.State())
    }
  }

  /// One line about the entry, shown under the menu.
  var summary: String {
    switch self {
    case .counter: "a count, two buttons and a timer (seed 003)"
    case .settings: "a form on BindingReducer, validated (seeds 000, 002)"
    case .coordinator: "Home and Detail: push, sheet, back to root (seed 001)"
    }
  }
}
