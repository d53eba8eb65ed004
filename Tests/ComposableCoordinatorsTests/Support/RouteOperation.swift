import ComposableCoordinators
import Testing

/// The screens of the pure route-operation tests: equatable, identifiable and case-pathable, so
/// that every form of every operation applies.
@CasePathable
enum TestScreen: Hashable, Identifiable, Sendable, CustomStringConvertible {
  case home
  case list
  case detail(Int)
  case settings(Int)

  var id: String { self.description }

  var description: String {
    switch self {
    case .home: "home"
    case .list: "list"
    case .detail(let number): "detail(\(number))"
    case .settings(let number): "settings(\(number))"
    }
  }
}

/// Shorthands for routes of ``TestScreen``s.
enum R {
  static func root(withNavigation: Bool = true) -> Route<TestScreen> {
    .root(.home, withNavigation: withNavigation)
  }
  static func push(_ number: Int) -> Route<TestScreen> { .push(.detail(number)) }
  static func sheet(_ number: Int, withNavigation: Bool = false) -> Route<TestScreen> {
    .sheet(.settings(number), withNavigation: withNavigation)
  }
  static func cover(_ number: Int, withNavigation: Bool = false) -> Route<TestScreen> {
    .cover(.settings(number), withNavigation: withNavigation)
  }
}

/// A screen case, for the case-key-path forms of `goBackTo` and `popTo`.
enum TestScreenCase: Hashable, Sendable, CaseIterable {
  case home, list, detail, settings
}

/// Every route operation, as a value: lets one test body run an operation on both kinds of
/// routes collection, and lets the property-based test generate random sequences of them.
enum RouteOperation: Hashable, Sendable, CustomStringConvertible {
  case push(TestScreen)
  case presentSheet(TestScreen, withNavigation: Bool)
  case presentCover(TestScreen, withNavigation: Bool)
  case goBack(Int)
  case goBackToIndex(Int)
  case goBackToScreen(TestScreen)
  case goBackToWhere(TestScreenCase)
  case goBackToID(String)
  case goBackToCase(TestScreenCase)
  case goBackToRoot
  case pop(Int)
  case popToIndex(Int)
  case popToScreen(TestScreen)
  case popToWhere(TestScreenCase)
  case popToID(String)
  case popToCase(TestScreenCase)
  case popToRoot
  case popToCurrentNavigationRoot
  case dismiss(count: Int)
  case dismissAll

  var description: String {
    switch self {
    case .push(let screen): "push(\(screen))"
    case .presentSheet(let screen, let withNavigation): "presentSheet(\(screen), \(withNavigation))"
    case .presentCover(let screen, let withNavigation): "presentCover(\(screen), \(withNavigation))"
    case .goBack(let count): "goBack(\(count))"
    case .goBackToIndex(let index): "goBackTo(index: \(index))"
    case .goBackToScreen(let screen): "goBackTo(\(screen))"
    case .goBackToWhere(let screenCase): "goBackTo(where: \(screenCase))"
    case .goBackToID(let id): "goBackTo(id: \(id))"
    case .goBackToCase(let screenCase): "goBackTo(\\.\(screenCase))"
    case .goBackToRoot: "goBackToRoot()"
    case .pop(let count): "pop(\(count))"
    case .popToIndex(let index): "popTo(index: \(index))"
    case .popToScreen(let screen): "popTo(\(screen))"
    case .popToWhere(let screenCase): "popTo(where: \(screenCase))"
    case .popToID(let id): "popTo(id: \(id))"
    case .popToCase(let screenCase): "popTo(\\.\(screenCase))"
    case .popToRoot: "popToRoot()"
    case .popToCurrentNavigationRoot: "popToCurrentNavigationRoot()"
    case .dismiss(let count): "dismiss(count: \(count))"
    case .dismissAll: "dismissAll()"
    }
  }

  /// Applies the operation; returns what `goBackTo`/`popTo` return, `nil` for the others.
  @discardableResult
  func apply<Routes: RouteCollection>(to routes: inout Routes) -> Bool?
  where Routes.Element == Route<TestScreen> {
    switch self {
    case .push(let screen):
      routes.push(screen)
    case .presentSheet(let screen, let withNavigation):
      routes.presentSheet(screen, withNavigation: withNavigation)
    case .presentCover(let screen, let withNavigation):
      routes.presentCover(screen, withNavigation: withNavigation)
    case .goBack(let count):
      routes.goBack(count)
    case .goBackToIndex(let index):
      return routes.goBackTo(index: index)
    case .goBackToScreen(let screen):
      return routes.goBackTo(screen)
    case .goBackToWhere(let screenCase):
      return routes.goBackTo(where: { screenCase.matches($0.screen) })
    case .goBackToID(let id):
      return routes.goBackTo(id: id)
    case .goBackToCase(let screenCase):
      switch screenCase {
      case .home: return routes.goBackTo(\.home)
      case .list: return routes.goBackTo(\.list)
      case .detail: return routes.goBackTo(\.detail)
      case .settings: return routes.goBackTo(\.settings)
      }
    case .goBackToRoot:
      routes.goBackToRoot()
    case .pop(let count):
      routes.pop(count)
    case .popToIndex(let index):
      return routes.popTo(index: index)
    case .popToScreen(let screen):
      return routes.popTo(screen)
    case .popToWhere(let screenCase):
      return routes.popTo(where: { screenCase.matches($0.screen) })
    case .popToID(let id):
      return routes.popTo(id: id)
    case .popToCase(let screenCase):
      switch screenCase {
      case .home: return routes.popTo(\.home)
      case .list: return routes.popTo(\.list)
      case .detail: return routes.popTo(\.detail)
      case .settings: return routes.popTo(\.settings)
      }
    case .popToRoot:
      routes.popToRoot()
    case .popToCurrentNavigationRoot:
      routes.popToCurrentNavigationRoot()
    case .dismiss(let count):
      routes.dismiss(count: count)
    case .dismissAll:
      routes.dismissAll()
    }
    return nil
  }
}

extension TestScreenCase {
  func matches(_ screen: TestScreen) -> Bool {
    switch (self, screen) {
    case (.home, .home), (.list, .list), (.detail, .detail), (.settings, .settings): true
    default: false
    }
  }
}

/// The two kinds of routes collection every operation is tested on.
enum RoutesKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case indexed
  case identified

  var testDescription: String {
    switch self {
    case .indexed: "[Route<Screen>]"
    case .identified: "IdentifiedArrayOf<Route<Screen>>"
    }
  }

  /// Applies `operation` to `routes` kept in this kind of collection.
  ///
  /// - Returns: The routes afterwards, and what the operation returned.
  func apply(
    _ operation: RouteOperation, to routes: [Route<TestScreen>]
  ) -> (routes: [Route<TestScreen>], result: Bool?) {
    switch self {
    case .indexed:
      var routes = routes
      let result = operation.apply(to: &routes)
      return (routes, result)
    case .identified:
      var routes = IdentifiedArrayOf(uniqueElements: routes)
      let result = operation.apply(to: &routes)
      return (Array(routes), result)
    }
  }
}
