/// Reports an operation on routes that could not be applied, at the caller's location.
func reportRouteIssue(
  _ problem: String,
  operation: String,
  routes: some RouteCollection,
  location: OperatorLocation
) {
  reportIssue(
    """
    "\(operation)" could not be applied to the routes, which are left unchanged: \(problem)

      Routes (bottom first):
        \(routeSummary(routes))
    """,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}

/// The styles of `routes`, bottom first, with the root marked: `root(withNavigation), push, sheet`.
func routeSummary(_ routes: some RouteCollection) -> String {
  guard !routes.isEmpty else { return "(none)" }
  return routes.indices.map { index in
    let style = routes[index].style
    if index == 0 {
      return style.withNavigation ? "root(withNavigation)" : style.isPush ? "root(push)" : "root"
    }
    return style.description
  }
  .joined(separator: ", ")
}
