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
    ("profile", "invalid deep link \"profile\": unknown screen \"profile\"; expected counter, settings or coordinator"),
    ("counter/3", "invalid deep link \"counter/3\": \"counter\" takes nothing after it"),
    ("coordinator/x", "invalid deep link \"coordinator/x\": \"x\" is not a number; expected a number, \"sheet\" or \"cover\""),
    ("coordinator/0", "invalid deep link \"coordinator/0\": numbers start at 1, got 0"),
    ("coordinator/3/sheet", "invalid deep link \"coordinator/3/sheet\": \"sheet\" must be followed by a number"),
    ("coordinator/sheet/cover/2", "invalid deep link \"coordinator/sheet/cover/2\": \"sheet\" must be followed by a number"),
    ("coordinator//3", "invalid deep link \"coordinator//3\": it has an empty part (\"//\")"),
  ])
  func malformedLinksSayWhatIsWrong(link: String, message: String) {
    #expect(throws: DeepLinkError.self) { try DeepLink.parse(link) }
    do {
      _ = try DeepLink.parse(link)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func commandLine() throws {
    #expect(try DemoCommandLine.parse([]) == DemoCommandLine())
    #expect(try DemoCommandLine.parse(["--open", "counter"]).deepLink == .counter)
    #expect(try DemoCommandLine.parse(["--open=settings"]).deepLink == .settings)
    #expect(try DemoCommandLine.parse(["--help"]).showsHelp)
    #expect(throws: DemoCommandLineError(message: "--open needs a link, e.g. --open coordinator/3")) {
      try DemoCommandLine.parse(["--open"])
    }
    #expect(throws: DemoCommandLineError(message: "unknown argument \"--verbose\"")) {
      try DemoCommandLine.parse(["--verbose"])
    }
  }
}
