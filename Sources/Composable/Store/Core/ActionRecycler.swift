/// Keeps the action a route built last, so that the next action sent through the route reuses
/// its boxes rather than allocating them again.
///
/// An action sent from a store presented ten levels deep is ten `PresentationAction.presented`
/// deep: ten heap boxes, each allocated when the route embeds the action and freed when the
/// root is done with it, which was a third of the work of such a send. The recycler keeps the
/// root action once the root is done with it, when nothing else holds any of its boxes (a
/// reducer or an effect may keep the action), and sends the next action through the same boxes:
///
/// - When the store's actions are plain values (no reference, nothing to release), the new
///   action is written into the innermost box, and no box is allocated.
/// - Otherwise the innermost presentation, which holds the action, is replaced with `.dismiss`
///   once the root is done, so that the recycler keeps nothing of the action itself; the next
///   action is boxed anew at that level only.
///
/// Where a box is shared, the action is released as before and the next one built afresh.
final class ActionRecycler<RootAction> {
  /// How the action is written into the kept boxes.
  private enum Refill {
    /// Into the payload of the innermost box (a plain value over a plain value); nothing to do
    /// when that payload is empty.
    case payload
    /// As a new innermost presentation, where the kept action holds `.dismiss`.
    case presentation(dismiss: (UnsafeMutableRawPointer) -> Void)
  }

  private enum State {
    /// No action kept.
    case empty
    /// The action sent last, kept for the next send.
    case kept
    /// The kept action is being sent: an action sent meanwhile is built afresh.
    case sending
  }

  private let boxes: [PresentationBox]
  private let refill: Refill
  /// Embeds an action of the route's store into the kept action, at the second pointer:
  /// ``refillSlot``.
  private let embed: _EmbedIntoRoot
  /// The root action, when `state` is `.kept` or `.sending`.
  private let action: UnsafeMutablePointer<RootAction>
  /// The boxes the kept action must own alone, outermost first: all but a shared empty box and,
  /// when the innermost presentation is built anew, its box.
  private let ownBoxes: UnsafeMutablePointer<UnsafeMutableRawPointer>
  private var ownBoxCount = 0
  /// Where the kept action takes the next one: the innermost box's payload (`nil` when it is
  /// empty), or the innermost presentation.
  private var refillSlot: UnsafeMutableRawPointer?
  private var state = State.empty

  /// A recycler for a route of shape `shape` whose store's actions are `Action`s; `nil` when
  /// keeping the route's boxes would save no allocation.
  init?<Action>(shape: RouteShape?, action _: Action.Type) {
    guard let shape, let innermost = shape.boxes.last else { return nil }
    self.boxes = shape.boxes
    if _isPOD(Action.self) {
      // The payload holds the action in cases of enums: a plain value too, so moving its bits
      // moves it, and the bits it replaces need no release.
      guard shape.boxes.contains(where: { $0.payloadSize > 0 }) else { return nil }
      self.refill = .payload
      self.embed = shape.intoInnermostPayload { payload, slot in
        slot.copyMemory(from: payload, byteCount: innermost.payloadSize)
      }
    } else {
      // Only the boxes outside the innermost one are kept: there must be some.
      guard shape.boxes.count > 1 else { return nil }
      self.refill = .presentation(dismiss: innermost.dismiss)
      // The slot holds `.dismiss`, which holds nothing: the new presentation's bits replace it.
      self.embed = shape.intoInnermostPresentation { presentation, slot in
        slot.copyMemory(from: presentation, byteCount: MemoryLayout<UnsafeRawPointer>.size)
      }
    }
    self.action = .allocate(capacity: 1)
    self.ownBoxes = .allocate(capacity: shape.boxes.count)
  }

  deinit {
    if self.state != .empty { self.action.deinitialize(count: 1) }
    self.action.deallocate()
    self.ownBoxes.deallocate()
  }

  /// The root action for `action`, in the kept action's boxes when there is one, built through
  /// `toRoot` otherwise; `nil` while the kept action is being sent. Hand it back, where it was,
  /// with ``sent()`` once the root has reduced it.
  func rootAction<Action>(
    for action: Action, through toRoot: _EmbedIntoRoot
  ) -> UnsafeMutablePointer<RootAction>? {
    switch self.state {
    case .sending:
      return nil
    case .kept:
      if let refillSlot = self.refillSlot {
        withTemporary(holding: action) { self.embed($0, refillSlot) }
      }
    case .empty:
      withTemporary(holding: action) { toRoot($0, UnsafeMutableRawPointer(self.action)) }
      self.findBoxes()
    }
    self.state = .sending
    return self.action
  }

  /// Keeps the action ``rootAction(for:through:)`` handed out, now that the root has reduced it,
  /// if nothing else holds its boxes; releases it otherwise.
  func sent() {
    guard self.ownsBoxes() else {
      self.action.deinitialize(count: 1)
      self.state = .empty
      return
    }
    if case let .presentation(dismiss) = self.refill, let refillSlot = self.refillSlot {
      dismiss(refillSlot)
    }
    self.state = .kept
  }

  /// How many boxes the route keeps between sends; for tests.
  var keptBoxCount: Int { self.state == .empty ? 0 : self.ownBoxCount }

  /// Finds the boxes of the action just built: the root action holds the outermost box's
  /// reference at its start (inline levels lay their payload out at the start of the enum), that
  /// box holds the next one's at the start of its payload, and so on.
  private func findBoxes() {
    var payload = UnsafeMutableRawPointer(self.action)
    self.ownBoxCount = 0
    self.refillSlot = nil
    for (index, box) in self.boxes.enumerated() {
      // An empty payload's box is the runtime's shared one, and the last.
      guard box.payloadSize > 0 else {
        self.refillSlot = nil
        break
      }
      if case .presentation = self.refill, index == self.boxes.count - 1 {
        self.refillSlot = payload
        break
      }
      let reference = payload.load(as: UnsafeMutableRawPointer.self)
      self.ownBoxes[self.ownBoxCount] = reference
      self.ownBoxCount += 1
      payload = reference + box.payloadOffset
      self.refillSlot = payload
    }
  }

  /// Whether the kept action alone holds each of the boxes it keeps.
  private func ownsBoxes() -> Bool {
    for index in 0..<self.ownBoxCount where !isUniquelyReferenced(self.ownBoxes[index]) {
      return false
    }
    return true
  }
}

/// Whether the box at `box` has no other strong reference than the one the kept action holds.
///
/// Through the runtime's check for native objects, which boxes are: `isKnownUniquelyReferenced`
/// on a reference rebound as `AnyObject` answered `false` for a unique box in debug builds.
@inline(__always)
private func isUniquelyReferenced(_ box: UnsafeMutableRawPointer) -> Bool {
  var reference = Unmanaged<AnyObject>.fromOpaque(box)
  return _isUnique_native(&reference)
}
