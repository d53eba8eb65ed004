/// A collection that can hold a coordinator's routes: `[Route<Screen>]` (indexed routes) or
/// `IdentifiedArrayOf<Route<Screen>>` (identified routes). The route operations (`push`,
/// `goBack`, `popTo`, `dismiss`, …) are available on both.
///
/// Element 0 is the root and is never removed by an operation. An operation that cannot be
/// applied changes nothing and is reported with `reportIssue`.
public protocol RouteCollection: RandomAccessCollection, MutableCollection
where Index == Int, Element: RouteProtocol {
  /// Appends routes. Identified routes skip a route whose id is already present.
  mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element

  /// Removes the last `k` routes.
  mutating func removeLast(_ k: Int)
}

extension Array: RouteCollection where Element: RouteProtocol {}

extension IdentifiedArray: RouteCollection where Element: RouteProtocol {}

extension RouteCollection {
  /// Whether a screen can be pushed now: walking down from the top past the pushes, the first
  /// presented layer (or the root) has a navigation stack.
  ///
  /// ```swift
  /// routes = [.root(.home, withNavigation: true), .push(.list), .sheet(.settings)]
  /// routes.canPush  // false: the sheet has no navigation stack
  /// ```
  public var canPush: Bool {
    self.navigationRootIndex.map { self[$0].hasNavigation(isRoot: $0 == 0) } ?? false
  }

  /// The index of the layer that owns the navigation stack on top: the topmost presented route,
  /// or the root. `nil` when there are no routes.
  var navigationRootIndex: Int? {
    guard !self.isEmpty else { return nil }
    // Read in place where the routes are contiguous (an array): `self[index]` copies the route,
    // screen and all, in generic code.
    if let found = self.withContiguousStorageIfAvailable({ Self.navigationRootIndex(in: $0) }) {
      return found
    }
    return self.indices.last { $0 == 0 || self[$0].style.isPresented }
  }

  private static func navigationRootIndex(in routes: UnsafeBufferPointer<Element>) -> Int? {
    routes.indices.last { $0 == 0 || routes[$0].style.isPresented }
  }

  /// The indices of presented layers above the root, bottom first.
  var presentedIndicesAboveRoot: [Int] {
    self.indices.dropFirst().filter { self[$0].style.isPresented }
  }
}

extension RouteProtocol {
  /// Whether this route provides a navigation stack to push onto. A pushed root (unusual, but
  /// possible when routes are assigned whole) lives in a stack by definition.
  func hasNavigation(isRoot: Bool) -> Bool {
    self.style.withNavigation || (isRoot && self.style.isPush)
  }
}
