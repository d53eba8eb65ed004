/// A value that reads and writes one piece of a store's state: what a view control edits.
///
/// Like SwiftUI's `Binding`, it has a ``wrappedValue`` whose setter is `nonmutating`, so a binding
/// held in a `let` can be written; unlike it, it exists on every platform, so bindings are tested
/// without a UI:
///
/// ```swift
/// let name = store.binding(\.displayName)
/// name.wrappedValue = "Blob"  // sends .binding(.set(\.displayName, "Blob"))
/// ```
///
/// Stores make bindings with `store.binding(get:send:)` and `store.binding(\.field)`; those for
/// `Equatable` values send an action only when the new value differs from the state's.
/// On Apple platforms `SwiftUI.Binding(storeBinding)` hands one to a control.
@propertyWrapper
@dynamicMemberLookup
public struct StoreBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    self.read = get
    self.write = set
  }

  /// The current value; setting it runs the binding's setter (for store bindings: sends an
  /// action).
  @MainActor
  public var wrappedValue: Value {
    get { self.read() }
    nonmutating set { self.write(newValue) }
  }

  /// The binding itself, so that `@StoreBinding var name: String` exposes it as `$name`.
  public var projectedValue: Self { self }

  /// A binding that always reads `value` and ignores writes: for previews and disabled controls.
  public static func constant(_ value: Value) -> Self {
    nonisolated(unsafe) let value = value
    return Self(get: { value }, set: { _ in })
  }

  /// A binding of a value derived from this one, such as the text of a number:
  ///
  /// ```swift
  /// let text = count.transform(get: { String($0) }, set: { Int($0) ?? 0 })
  /// ```
  ///
  /// - Parameters:
  ///   - get: Derives the new binding's value from this binding's value.
  ///   - set: Turns a value written to the new binding into a value for this binding.
  public func transform<Derived>(
    get: @escaping @MainActor (Value) -> Derived,
    set: @escaping @MainActor (Derived) -> Value
  ) -> StoreBinding<Derived> {
    StoreBinding<Derived>(
      get: { get(self.wrappedValue) },
      set: { self.wrappedValue = set($0) }
    )
  }

  /// A binding of a field of the value: `profile.name` for a `StoreBinding<Profile>`. Writing it
  /// writes the whole value once, with the field changed.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> StoreBinding<Subject> {
    nonisolated(unsafe) let keyPath = keyPath
    return StoreBinding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      }
    )
  }
}

// The closures are main-actor isolated, hence `Sendable`, whatever `Value` is.
extension StoreBinding: Sendable {}
