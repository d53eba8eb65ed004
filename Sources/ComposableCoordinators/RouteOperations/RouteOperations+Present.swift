extension RouteCollection {
  /// Pushes `screen` onto the navigation stack on top.
  ///
  /// Only possible when ``canPush`` is `true`: the topmost presented layer (or the root) must have
  /// a navigation stack. Otherwise nothing changes and the attempt is reported, as is pushing a
  /// screen whose id is already in identified routes.
  ///
  /// ```swift
  /// case .router(.routeAction(_, action: .home(.itemTapped(let number)))):
  ///   state.routes.push(.detail(Detail.State(number: number)))
  /// ```
  public mutating func push(
    _ screen: Element.Screen,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.append(
      screen, style: .push, operation: "push",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents `screen` as a sheet above everything else.
  ///
  /// `withNavigation` says whether the sheet has a navigation stack that later screens can be
  /// pushed onto.
  public mutating func presentSheet(
    _ screen: Element.Screen,
    withNavigation: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.append(
      screen, style: .sheet(withNavigation: withNavigation), operation: "presentSheet",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents `screen` as a full-screen cover above everything else.
  ///
  /// `withNavigation` says whether the cover has a navigation stack that later screens can be
  /// pushed onto.
  public mutating func presentCover(
    _ screen: Element.Screen,
    withNavigation: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.append(
      screen, style: .cover(withNavigation: withNavigation), operation: "presentCover",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Appends a route showing `screen` with `style`, unless there is no root, a push has no
  /// navigation stack to go onto, or identified routes already have the screen's id: each of
  /// those is reported, and changes nothing.
  private mutating func append(
    _ screen: Element.Screen, style: RouteStyle, operation: String, location: OperatorLocation
  ) {
    let hasRoot = self.apply(
      self.isEmpty ? .noRoutes : .keep(self.count), operation: operation, location: location)
    guard hasRoot else { return }
    guard !style.isPush || self.canPush else {
      reportRouteIssue(
        """
        the top layer has no navigation stack to push onto. Present the layer (or the root) \
        with "withNavigation: true", or present this screen instead of pushing it.
        """,
        operation: operation, routes: self, location: location
      )
      return
    }
    let count = self.count
    self.append(contentsOf: CollectionOfOne(Element(screen: screen, style: style)))
    if self.count == count {
      reportRouteIssue(
        """
        a route with the same id is already in the routes. Identified routes must have unique \
        ids: go back to the existing screen, or give the new one another id.
        """,
        operation: operation, routes: self, location: location
      )
    }
  }
}
