import ComposableTerminal
import DemoFeatures
import Testing

@Suite struct DeepLinkTests {
  @Test func coordinatorStacks() throws {
    let link = try DeepLink.parse("coordinator/3/4/sheet/5")
    guard case let .coordinator(routes) = link else {
      Issue.record("expected a coordinator link, got \(link)")
      return
    }
    #expect(
      routes == [
        .root(.home(HomeFeature.State()), embedInNavigationView: true),
        .push(.detail(DetailFeature.State(title: 3))),
        .push(.detail(DetailFeature.State(title: 4))),
        .sheet(.detail(DetailFeature.State(title: 5)), withNavigation: true),
      ]
    )
    #expect(try DeepLink.parse("coordinator") == .coordinator(routes: [routes[0]]))
    #expect(try DeepLink.parse("coordinator/") == .coordinator(routes: [routes[0]]))
    #expect(try DeepLink.parse("counter") == .counter)
    #expect(try DeepLink.parse("settings") == .settings)
  }

  @Test(arguments: [
    ("", "invalid deep link \"\": it is empty; try counter, settings or coordinator/3"),
    (
      "profile",
      "invalid deep link \"profile\": unknown screen \"profile\"; expected counter, settings or coordinator"
    ),
    ("counter/3", "invalid deep link \"counter/3\": \"counter\" takes nothing after it"),
    (
      "coordinator/x",
      "invalid deep link \"coordinator/x\": \"x\" is not a number; expected a number, \"sheet\" or \"cover\""
    ),
    ("coordinator/0", "invalid deep link \"coordinator/0\": numbers start at 1, got 0"),
    (
      "coordinator/3/sheet",
      "invalid deep link \"coordinator/3/sheet\": \"sheet\" must be followed by a number"
    ),
    (
      "coordinator/sheet/cover/2",
      "invalid deep link \"coordinator/sheet/cover/2\": \"sheet\" must be followed by a number"
    ),
    ("coordinator//3", "invalid deep link \"coordinator//3\": it has an empty part (\"//\")"),
    ("coordinator/-3", "invalid deep link \"coordinator/-3\": numbers start at 1, got -3"),
    (
      "coordinator/+3",
      "invalid deep link \"coordinator/+3\": \"+3\" is not a number; expected a number, \"sheet\" or \"cover\""
    ),
    (
      "coordinator/1000001",
      "invalid deep link \"coordinator/1000001\": 1000001 is too large; numbers go up to 1000000"
    ),
    (
      "coordinator/9223372036854775807",
      "invalid deep link \"coordinator/9223372036854775807\": 9223372036854775807 is too large; numbers go up to 1000000"
    ),
    (
      "coordinator/99999999999999999999999",
      "invalid deep link \"coordinator/99999999999999999999999\": 99999999999999999999999 is too large; numbers go up to 1000000"
    ),
  ])
  func malformedLinksSayWhatIsWrong(link: String, message: String) {
    #expect(throws: DeepLinkError.self) { try DeepLink.parse(link) }
    do {
      _ = try DeepLink.parse(link)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func numbersAndDepthAreBounded() throws {
    let largest = try DeepLink.parse("coordinator/0001000000")
    #expect(
      largest
        == .coordinator(routes: [Self.home, .push(.detail(DetailFeature.State(title: 1_000_000)))]))

    let deepest = "coordinator" + String(repeating: "/7", count: DeepLink.maximumDepth)
    guard case let .coordinator(routes) = try DeepLink.parse(deepest) else {
      Issue.record("expected a coordinator link")
      return
    }
    #expect(routes.count == DeepLink.maximumDepth + 1)

    // One screen more is refused, and the message names the long link by its start only.
    do {
      _ = try DeepLink.parse(deepest + "/sheet/7")
      Issue.record("a link one screen too deep was accepted")
    } catch {
      #expect(error.link == deepest + "/sheet/7")
      #expect(
        error.description == """
          invalid deep link "coordinator\(String(repeating: "/7", count: 24))…": \
          it opens more than 10000 screens above Home
          """)
    }
  }

  static var home: Route<Screen.State> {
    .root(.home(HomeFeature.State()), embedInNavigationView: true)
  }

  @Test func commandLine() throws {
    #expect(try DemoCommandLine.parse([]) == DemoCommandLine())
    #expect(try DemoCommandLine.parse(["--open", "counter"]).deepLink == .counter)
    #expect(try DemoCommandLine.parse(["--open=settings"]).deepLink == .settings)
    #expect(try DemoCommandLine.parse(["--help"]).showsHelp)
    #expect(throws: DemoCommandLineError(message: "--open needs a link, e.g. --open coordinator/3"))
    {
      try DemoCommandLine.parse(["--open"])
    }
    #expect(throws: DemoCommandLineError(message: "unknown argument \"--verbose\"")) {
      try DemoCommandLine.parse(["--verbose"])
    }
  }
}
