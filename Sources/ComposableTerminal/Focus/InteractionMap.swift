/// What can take focus and which key handlers apply, read off a prepared node tree.
struct InteractionMap {
  struct Target {
    let id: String
    let control: ControlNode
    /// The focus scopes around the control, outermost first.
    let scopes: [String]
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

  init(_ node: Node) {
    _ = self.collect(node, isActive: true, depth: 0, scopes: [])
  }

  /// Collects, and returns the ids of all controls (active or not) under `node`.
  private mutating func collect(_ node: Node, isActive: Bool, depth: Int, scopes: [String])
    -> Set<String>
  {
    switch node {
    case let .control(control):
      guard let id = control.explicitID else { return [] }
      if isActive, !control.isDisabled {
        self.targets.append(Target(id: id, control: control, scopes: scopes))
      }
      return [id]
    case let .group(nodes), let .stack(_, _, nodes):
      var ids: Set<String> = []
      for child in nodes {
        ids.formUnion(self.collect(child, isActive: isActive, depth: depth + 1, scopes: scopes))
      }
      return ids
    case let .padding(_, node), let .framed(_, node), let .styled(_, node), let .disabled(node),
      let .titled(_, node), let .fixedFrame(_, _, node):
      return self.collect(node, isActive: isActive, depth: depth + 1, scopes: scopes)
    case let .focusScope(id, node):
      let scopePath = (scopes.last ?? "") + "/" + id
      return self.collect(node, isActive: isActive, depth: depth + 1, scopes: scopes + [scopePath])
    case let .keyHandlers(handlers, node):
      let index = self.handlerGroups.count
      self.handlerGroups.append(HandlerGroup(handlers: [], depth: depth, controlIDs: []))
      let ids = self.collect(node, isActive: isActive, depth: depth + 1, scopes: scopes)
      if isActive {
        self.handlerGroups[index] = HandlerGroup(handlers: handlers, depth: depth, controlIDs: ids)
      }
      return ids
    case let .layers(base, overlays):
      var ids = self.collect(
        base, isActive: isActive && overlays.isEmpty, depth: depth + 1, scopes: scopes)
      for (index, layer) in overlays.enumerated() {
        ids.formUnion(
          self.collect(
            layer.content, isActive: isActive && index == overlays.count - 1, depth: depth + 1,
            scopes: scopes))
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

  /// The handlers that apply with `focusedID` focused, innermost first.
  func activeHandlers(focusedID: String?) -> [KeyHandler] {
    self.handlerGroups
      .enumerated()
      .filter { _, group in
        guard !group.handlers.isEmpty else { return false }
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
