/// Repeats content for each element of a collection.
///
/// ```swift
/// ForEach(store.numbers, id: \.self) { number in
///   Button("\(number)") { store.send(.itemTapped(number)) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  let data: Data
  let content: (Data.Element) -> Content

  /// Content for each element, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  func makeNode(in context: BuildContext) -> Node {
    .group(self.data.map { resolve(self.content($0), in: context) })
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Content for each element of identifiable data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
