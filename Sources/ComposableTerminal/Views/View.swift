/// A piece of a terminal screen, described declaratively as SwiftUI views are.
///
/// Conform custom views by implementing `body`; it is evaluated on the main actor, inside
/// observation tracking, so reading store state in `body` is what makes the screen redraw when
/// that state changes.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///
///   var body: some View {
///     VStack {
///       Text("Count: \(store.count)").bold()
///       HStack {
///         Button("−") { store.send(.decrementButtonTapped) }
///         Button("+") { store.send(.incrementButtonTapped) }
///       }
///     }
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is the body of views that have none.
  public typealias Body = Never

  /// Never called: no value of `Never` exists.
  public var body: Never {
    return fatalError("Never has no body")
  }
}
