import MacroTesting
import Testing

@Suite(.macros(viewActionMacros, indentationWidth: .spaces(2)))
struct ViewActionMacroTests {
  @Test func conformsToViewActionSending() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.tapped) }
        }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.tapped) }
        }
      }

      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func publicViewWithAvailability() {
    assertMacro {
      """
      @available(macOS 14, *)
      @ViewAction(for: Feature.self)
      public struct FeatureView {
        @Bindable var store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      @available(macOS 14, *)
      public struct FeatureView {
        @Bindable var store: StoreOf<Feature>
      }

      @available(macOS 14, *)
      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func alreadyConformingAddsNothing() {
    assertMacro(["ViewAction": MacroSpecs.viewActionWithoutConformances]) {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView: ViewActionSending {
        let store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      struct FeatureView: ViewActionSending {
        let store: StoreOf<Feature>
      }
      """
    }
  }

  @Test func missingStoreIsDiagnosed() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        var body: some View { EmptyView() }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' requires 'FeatureView' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      struct FeatureView {
        var body: some View { EmptyView() }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View { EmptyView() }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View { EmptyView() }
      }

      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func publicViewMissingStoreIsOfferedAPublicStore() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      public struct FeatureView {
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' requires 'FeatureView' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      public struct FeatureView {
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      public struct FeatureView {
        public let store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      public struct FeatureView {
        public let store: StoreOf<Feature>
      }

      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func directViewSendsOfferToCallSend() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { store.send(.view(.tapped)) }
          Button("Save") { self.store.send(.view(.saved), animation: .default) }
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { store.send(.view(.tapped)) }
                          ┬─────────────────────────
                          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
                             ✏️ Call 'send' directly with a view action
          Button("Save") { self.store.send(.view(.saved), animation: .default) }
                           ┬──────────────────────────────────────────────────
                           ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
                              ✏️ Call 'send' directly with a view action
        }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.tapped) }
          Button("Save") { self.send(.saved, animation: .default) }
        }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.tapped) }
          Button("Save") { self.send(.saved, animation: .default) }
        }
      }

      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func otherDirectSendsAreWarnedAbout() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Reload") { store.send(.reload) }
          Button("Other") { other.store.send(.reload) }
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Reload") { store.send(.reload) }
                             ┬──────────────────
                             ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
          Button("Other") { other.store.send(.reload) }
        }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Reload") { store.send(.reload) }
          Button("Other") { other.store.send(.reload) }
        }
      }

      extension FeatureView: Composable.ViewActionSending {
      }
      """
    }
  }
}
