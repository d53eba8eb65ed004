import DemoFeatures

// A libFuzzer target for the demo's deep links and command line (see Scripts/fuzz).
//
// The input is read as a link, and as a command line whose arguments are separated by NUL
// bytes. Besides not crashing or stalling, a link that is accepted must stay within its bounds,
// and every screen it opens must survive its own buttons: the detail's "Push N+1" once
// overflowed on a link's number.

/// Checks one input; libFuzzer calls this (through main.swift) with each input it makes.
func fuzzDeepLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
  _ = try? DemoCommandLine.parse(arguments)

  let link: DeepLink
  do {
    link = try DeepLink.parse(text)
  } catch {
    precondition(!error.reason.isEmpty, "a refusal without a reason")
    return 0
  }
  guard case let .coordinator(routes) = link else { return 0 }
  precondition(routes.count - 1 <= DeepLink.maximumDepth, "\(routes.count) routes")
  precondition(
    routes.first == .root(.home(HomeFeature.State()), embedInNavigationView: true),
    "the link's first screen is not Home")
  MainActor.assumeIsolated {
    openEveryScreen(routes)
  }
  return 0
}

/// Runs each detail's buttons in the coordinator, and draws the topmost detail.
@MainActor
private func openEveryScreen(_ routes: [Route<Screen.State>]) {
  let store = Store(initialState: CoordinatorFeature.State(routes: routes)) {
    CoordinatorFeature()
  }
  for (index, route) in routes.enumerated().dropFirst() {
    guard case let .detail(detail) = route.screen else {
      preconditionFailure("route \(index) is not a detail")
    }
    precondition((1...DeepLink.maximumNumber).contains(detail.title), "number \(detail.title)")
    // Each send adds a screen above the others; the indices below stay the link's.
    store.send(.router(.routeAction(id: index, action: .detail(.nextButtonTapped))))
    store.send(.router(.routeAction(id: index, action: .detail(.nextSheetTapped))))
  }

  guard case let .detail(top) = routes.last?.screen else { return }
  for title in [top.title, Int.max] {
    let detail = Store(initialState: DetailFeature.State(title: title)) { DetailFeature() }
    let terminal = HeadlessTerminal(columns: 40, rows: 10) { DetailView(store: detail) }
    precondition(terminal.frame.contains("Detail \(title)"), "the detail of \(title) is not shown")
    terminal.press(.down, .enter, .character("s"))
  }
}
