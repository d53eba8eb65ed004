/// Work a view started that the session waits for before it calls the screen final (the
/// router's step-by-step navigation).
@MainActor
protocol PendingWork: AnyObject {
  var isPending: Bool { get }
}
