/// What can take focus and which key handlers apply, read off a prepared node tree.
struct InteractionMap {
  struct Target {
    let id: String
    let control: ControlNode
    /// The focus scopes around the control, outermost first.
    let scopes: [String]
    /// Whether the control is in a modal layer (an alert): focus there is not remembered by
    /// the scopes around it, so it can go back where it was once the layer closes.
    let isInModal: Bool
  }

  struct HandlerGroup {
    let handlers: [KeyHandler]
    let depth: Int
    /// The controls inside the view the handlers are attached to.
    let controlIDs: Set<String>
  }

  /// The enabled controls of the active layer, in reading order.
  private(set) var targets: [Target] = []
  /// Handlers outside inactive layers, outermost first.
  private(set) var handlerGroups: [HandlerGroup] = []
  /// The depth of the layers whose active layer is modal, if one is: only handlers deeper than
  /// this apply.
  private(set) var modalDepth: Int?

  /// Whether the active layer is modal (an alert or a dialog).
  var isModalActive: Bool { self.modalDepth != nil }

  init(_ node: Node) {
    _ = self.collect(node, isActive: true, depth: 0, scopes: [], isInModal: false)
  }

  /// Collects, and returns the ids of all controls (active or not) under `node`.
  private mutating func collect(
    _ node: Node, isActive: Bool, depth: Int, scopes: [String], isInModal: Bool
  ) -> Set<String> {
    switch node {
    case let .control(control):
      guard let id = control.explicitID else { return [] }
      if isActive, !control.isDisabled {
        self.targets.append(
          Target(id: id, control: control, scopes: scopes, isInModal: isInModal))
      }
      return [id]
    case let .group(nodes), let .stack(_, _, nodes):
      var ids: Set<String> = []
      for child in nodes {
        ids.formUnion(
          self.collect(
            child, isActive: isActive, depth: depth + 1, scopes: scopes, isInModal: isInModal))
      }
      return ids
    case let .padding(_, node), let .framed(_, node), let .styled(_, node), let .disabled(node),
      let .titled(_, node), let .fixedFrame(_, _, node):
      return self.collect(
        node, isActive: isActive, depth: depth + 1, scopes: scopes, isInModal: isInModal)
    case let .focusScope(id, node):
      let scopePath = (scopes.last ?? "") + "/" + id
      return self.collect(
        node, isActive: isActive, depth: depth + 1, scopes: scopes + [scopePath],
        isInModal: isInModal)
    case let .keyHandlers(handlers, node):
      let index = self.handlerGroups.count
      self.handlerGroups.append(HandlerGroup(handlers: [], depth: depth, controlIDs: []))
      let ids = self.collect(
        node, isActive: isActive, depth: depth + 1, scopes: scopes, isInModal: isInModal)
      if isActive {
        self.handlerGroups[index] = HandlerGroup(handlers: handlers, depth: depth, controlIDs: ids)
      }
      return ids
    case let .layers(base, overlays):
      var ids = self.collect(
        base, isActive: isActive && overlays.isEmpty, depth: depth + 1, scopes: scopes,
        isInModal: isInModal)
      for (index, layer) in overlays.enumerated() {
        let isTop = index == overlays.count - 1
        if isActive, isTop, layer.kind.isModal {
          self.modalDepth = depth
        }
        ids.formUnion(
          self.collect(
            layer.content, isActive: isActive && isTop, depth: depth + 1, scopes: scopes,
            isInModal: isInModal || layer.kind.isModal))
      }
      return ids
    case .empty, .text, .spacer, .divider, .log, .titleBar:
      return []
    }
  }

  func target(id: String?) -> Target? {
    guard let id else { return nil }
    return self.targets.first { $0.id == id }
  }

  /// The handlers that apply with `focusedID` focused, innermost first; while a modal layer is
  /// active, only those inside it.
  func activeHandlers(focusedID: String?) -> [KeyHandler] {
    self.handlerGroups
      .enumerated()
      .filter { _, group in
        guard !group.handlers.isEmpty else { return false }
        if let modalDepth = self.modalDepth, group.depth <= modalDepth { return false }
        guard let focusedID else { return true }
        return group.controlIDs.contains(focusedID)
      }
      .sorted { lhs, rhs in
        lhs.element.depth != rhs.element.depth
          ? lhs.element.depth > rhs.element.depth : lhs.offset > rhs.offset
      }
      .flatMap { $0.element.handlers }
  }
}
