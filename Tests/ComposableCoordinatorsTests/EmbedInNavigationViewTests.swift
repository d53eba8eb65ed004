import ComposableCoordinators
import Testing

/// TCACoordinators' `embedInNavigationView:` spelling of the presenting operations.
@Suite struct EmbedInNavigationViewTests {
  @Test func presentSheetEmbedsANavigationStackWhenAsked() {
    var routes: [Route<String>] = [.root("home")]
    routes.presentSheet("list", embedInNavigationView: true)
    routes.presentSheet("info", embedInNavigationView: false)
    #expect(routes == [.root("home"), .sheet("list", withNavigation: true), .sheet("info")])
  }

  @Test func presentCoverEmbedsANavigationStackWhenAsked() {
    var routes: [Route<String>] = [.root("home")]
    routes.presentCover("list", embedInNavigationView: true)
    routes.presentCover("info", embedInNavigationView: false)
    #expect(routes == [.root("home"), .cover("list", withNavigation: true), .cover("info")])
  }
}
