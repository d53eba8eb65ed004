#if canImport(SwiftUI)
  import SwiftUI

  extension Binding {
    /// A SwiftUI binding that reads and writes through a store binding, for controls:
    /// `TextField("Display name", text: Binding(store.binding(\.displayName)))`.
    @MainActor
    public init(_ base: StoreBinding<Value>) {
      // SwiftUI calls a binding's closures on the main actor.
      self.init(
        get: { MainActor.assumeIsolated { UncheckedSendable(base.wrappedValue) }.value },
        set: { newValue in
          let newValue = UncheckedSendable(newValue)
          MainActor.assumeIsolated { base.wrappedValue = newValue.value }
        }
      )
    }
  }
#endif
