/// The seed's Settings form: toggles, the digest picker and the display name field, all bound
/// with `store.binding(\.field)`, and a reset button whose confirmation shows as an alert.
public struct SettingsView: View {
  let store: StoreOf<SettingsFeature>

  /// A view of the settings store.
  public init(store: StoreOf<SettingsFeature>) {
    self.store = store
  }

  /// The form, section by section.
  public var body: some View {
    Form {
      Section("Profile") {
        TextField("Display name", text: store.binding(\.displayName), prompt: "Blob")
        if let message = store.displayNameMessage {
          Text("    ⚠ " + message).foregroundColor(.yellow)
        }
        Toggle("Protect my posts", isOn: store.binding(\.protectMyPosts))
      }
      Section("General") {
        Toggle("Haptic feedback", isOn: store.binding(\.isHapticFeedbackEnabled))
        Picker("Digest", selection: store.binding(\.digest), options: Digest.allCases) {
          $0.rawValue
        }
      }
      Section("Notifications") {
        Toggle("Enable notifications", isOn: store.binding(\.enableNotifications))
        VStack {
          Toggle("Email notifications", isOn: store.binding(\.sendEmailNotifications))
          Toggle("Mobile notifications", isOn: store.binding(\.sendMobileNotifications))
        }
        .disabled(!store.enableNotifications)
        Text(store.isLoading ? "  isLoading: true — requesting permission…" : "  isLoading: false")
          .dim(!store.isLoading)
          .foregroundColor(store.isLoading ? .yellow : nil)
      }
      Section("Reset") {
        Button("Reset settings") { store.send(.resetButtonTapped) }
      }
    }
    .navigationTitle("Settings")
    .alert(store.scope(state: \.alert, action: \.alert))
  }
}
