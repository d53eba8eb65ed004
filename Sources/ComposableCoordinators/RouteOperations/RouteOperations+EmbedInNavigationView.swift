extension RouteCollection {
  /// Presents `screen` as a sheet, in TCACoordinators' original spelling:
  /// `presentSheet(.list(List.State()), embedInNavigationView: true)` is
  /// ``presentSheet(_:withNavigation:fileID:filePath:line:column:)``.
  public mutating func presentSheet(
    _ screen: Element.Screen,
    embedInNavigationView: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.presentSheet(
      screen, withNavigation: embedInNavigationView,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Presents `screen` as a full-screen cover, in TCACoordinators' original spelling:
  /// `presentCover(.list(List.State()), embedInNavigationView: true)` is
  /// ``presentCover(_:withNavigation:fileID:filePath:line:column:)``.
  public mutating func presentCover(
    _ screen: Element.Screen,
    embedInNavigationView: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.presentCover(
      screen, withNavigation: embedInNavigationView,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
