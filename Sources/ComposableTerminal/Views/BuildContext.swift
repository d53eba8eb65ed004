/// What views see while they are resolved into nodes.
@MainActor
struct BuildContext {
  /// State that outlives a single evaluation, such as a router's animation. Owned by the
  /// session.
  let storage: ViewStorage
  /// Paces multi-step navigation.
  let clock: any Clock<Duration>
  let stepDelay: Duration
  /// Where in the tree of routers the view is: a stable key for state kept across evaluations.
  var path = ""
}
