import ComposableCoordinators
import Testing

@Suite struct RouteTests {
  @Test func rootIsAPresentedLayerWithItsOwnNavigationFlag() {
    let root = Route<TestScreen>.root(.home, withNavigation: true)
    #expect(root == .sheet(.home, withNavigation: true))
    #expect(root.isPresented)
    #expect(root.withNavigation)
    #expect(Route<TestScreen>.root(.home) == .sheet(.home, withNavigation: false))
    // The seed's spelling.
    #expect(Route<TestScreen>.root(.home, embedInNavigationView: true) == root)
  }

  @Test func stylesAndFlags() {
    #expect(Route<TestScreen>.push(.list).style == .push)
    #expect(Route<TestScreen>.push(.list).isPush)
    #expect(!Route<TestScreen>.push(.list).isPresented)
    #expect(!Route<TestScreen>.push(.list).withNavigation)
    #expect(Route<TestScreen>.sheet(.list).style == .sheet(withNavigation: false))
    #expect(
      Route<TestScreen>.cover(.list, withNavigation: true).style == .cover(withNavigation: true))
    #expect(RouteStyle.cover(withNavigation: true).isCover)
    #expect(RouteStyle.sheet(withNavigation: false).isSheet)
    #expect(RouteStyle.cover(withNavigation: true).description == "cover(withNavigation)")
  }

  @Test func theScreenIsSettableAndKeepsTheStyle() {
    var route = Route<TestScreen>.cover(.list, withNavigation: true)
    route.screen = .detail(2)
    #expect(route == .cover(.detail(2), withNavigation: true))
    #expect(route.screen == .detail(2))
    #expect(route.map(\.description) == .cover("detail(2)", withNavigation: true))
  }

  @Test func routesAreIdentifiedByTheirScreen() {
    #expect(Route<TestScreen>.push(.detail(3)).id == "detail(3)")
    let routes: IdentifiedArrayOf<Route<TestScreen>> = [.root(.home), .push(.detail(3))]
    #expect(routes[id: "detail(3)"] == .push(.detail(3)))
  }

  @Test func initFromScreenAndStyle() {
    for style in [RouteStyle.push, .sheet(withNavigation: true), .cover(withNavigation: false)] {
      #expect(Route(screen: TestScreen.list, style: style).style == style)
    }
  }
}
