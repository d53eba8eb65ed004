/// Keeps the action a route built last, so that the next action sent through the route reuses
/// its boxes rather than allocating them again.
///
/// An action sent from a store presented ten levels deep is ten `PresentationAction.presented`
/// deep: ten heap boxes, each allocated when the route embeds the action and freed when the
/// root is done with it, which was a third of the work of such a send. The recycler keeps the
/// root action after the send instead, and for the next one checks that nothing else holds any
/// of its boxes (a reducer or an effect that kept the action), writes the new payload into the
/// innermost box, and sends the same root action again. Where a box is shared, the kept action
/// is released as before and the new one built afresh.
///
/// A route recycles only when it knows where the boxes lie (its ``RouteShape``) and its store's
/// actions are plain values (no reference, nothing to release): the action kept between sends
/// then holds nothing a program could notice being kept.
final class ActionRecycler<RootAction> {
  private let boxes: [PresentationBox]
  /// Embeds an action of the route's store into the payload of the innermost box, written to
  /// the second pointer (the payload's bits, which are the payload: see ``init(shape:)``).
  private let intoInnermostPayload: _EmbedIntoRoot
  /// The root action kept, when `state` is `.kept` or `.sending`.
  private let action: UnsafeMutablePointer<RootAction>
  /// The boxes of the kept action that it owns alone when no one else holds it, outermost
  /// first: all but a shared empty box.
  private let ownBoxes: UnsafeMutablePointer<UnsafeMutableRawPointer>
  private var ownBoxCount = 0
  /// Where the payload of the innermost box lies, when it is not empty.
  private var innermostPayload: UnsafeMutableRawPointer?
  private var state = State.empty

  private enum State {
    /// No action kept.
    case empty
    /// The action sent last, kept for the next send.
    case kept
    /// The kept action is being sent: an action sent meanwhile is built afresh.
    case sending
  }

  /// A recycler for a route of shape `shape` whose store's actions are `Action`s; `nil` when the
  /// route allocates no box, or the actions hold references.
  init?<Action>(shape: RouteShape?, action _: Action.Type) {
    guard let shape, _isPOD(Action.self), shape.boxes.contains(where: { $0.payloadSize > 0 })
    else { return nil }
    self.boxes = shape.boxes
    let size = shape.boxes[shape.boxes.count - 1].payloadSize
    // The payload is a plain value too (the store's action in cases of enums), so moving its bits
    // moves it, and the bits it replaces need no release.
    self.intoInnermostPayload = shape.intoInnermostPayload { payload, destination in
      destination.copyMemory(from: payload, byteCount: size)
    }
    self.action = .allocate(capacity: 1)
    self.ownBoxes = .allocate(capacity: shape.boxes.count)
  }

  deinit {
    if self.state != .empty { self.action.deinitialize(count: 1) }
    self.action.deallocate()
    self.ownBoxes.deallocate()
  }

  /// The root action for `action`, in the kept action's boxes when no one else holds them, built
  /// through `toRoot` otherwise; `nil` while the kept action is being sent. Hand it back with
  /// ``sent()`` once the root has reduced it.
  func rootAction<Action>(
    for action: Action, through toRoot: _EmbedIntoRoot
  ) -> UnsafePointer<RootAction>? {
    switch self.state {
    case .sending:
      return nil
    case .kept where self.ownsBoxes():
      if let innermostPayload = self.innermostPayload {
        withTemporary(holding: action) { self.intoInnermostPayload($0, innermostPayload) }
      }
    case .kept:
      self.action.deinitialize(count: 1)
      self.build(action, through: toRoot)
    case .empty:
      self.build(action, through: toRoot)
    }
    self.state = .sending
    return UnsafePointer(self.action)
  }

  /// Keeps the action ``rootAction(for:through:)`` handed out, now that the root has reduced it.
  func sent() {
    self.state = .kept
  }

  /// How many boxes of the kept action it owns alone; for tests.
  var ownedBoxCount: Int { self.state == .empty ? 0 : self.ownBoxCount }

  /// Builds the root action for `action` and finds its boxes: the root action holds the
  /// outermost box's reference at its start (inline levels lay their payload out at the start
  /// of the enum), that box holds the next one's at the start of its payload, and so on.
  private func build<Action>(_ action: Action, through toRoot: _EmbedIntoRoot) {
    withTemporary(holding: action) { toRoot($0, UnsafeMutableRawPointer(self.action)) }
    var payload = UnsafeMutableRawPointer(self.action)
    self.ownBoxCount = 0
    self.innermostPayload = nil
    for box in self.boxes {
      // An empty payload's box is the runtime's shared one, and the last.
      guard box.payloadSize > 0 else { break }
      let reference = payload.load(as: UnsafeMutableRawPointer.self)
      self.ownBoxes[self.ownBoxCount] = reference
      self.ownBoxCount += 1
      payload = reference + box.payloadOffset
      self.innermostPayload = payload
    }
  }

  /// Whether the kept action alone holds each of its boxes.
  private func ownsBoxes() -> Bool {
    for index in 0..<self.ownBoxCount where !isUniquelyReferenced(self.ownBoxes[index]) {
      return false
    }
    return true
  }
}

/// Whether the object at `object` has no other strong reference than the one its caller holds.
@inline(__always)
private func isUniquelyReferenced(_ object: UnsafeMutableRawPointer) -> Bool {
  var reference = Unmanaged<AnyObject>.fromOpaque(object)
  return withUnsafeMutablePointer(to: &reference) {
    $0.withMemoryRebound(to: AnyObject.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
  }
}
