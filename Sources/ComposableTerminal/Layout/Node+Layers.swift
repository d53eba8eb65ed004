// Where modal layers (sheets, covers, alerts, dialogs) go on the screen.

extension Node.Layer.Kind {
  /// Where a modal layer sits inside the screen: sheets leave the top of the screen under them
  /// visible; each deeper layer moves further in so the stack of layers shows.
  func insets(depth: Int) -> EdgeInsets {
    switch self {
    case .sheet:
      return EdgeInsets(top: 3 + depth, leading: 2 + 2 * depth, bottom: 0, trailing: 2 + 2 * depth)
    case .cover: return EdgeInsets(top: depth, leading: 2 * depth, bottom: 0, trailing: 2 * depth)
    // The least room around a dialog: a column on each side, so its frame stands apart.
    case .alert, .confirmationDialog:
      return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    }
  }
}

extension Node.Layer {
  /// Where a modal layer's frame goes in `rect`: sheets and covers fill what their insets leave;
  /// an alert is as small as its content allows, centered; a confirmation dialog spans the
  /// width and sits on the bottom edge.
  func frame(depth: Int, in rect: Rect) -> Rect {
    let insets = self.kind.insets(depth: depth)
    let room = rect.inset(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    guard self.kind.isModal else { return room }
    let content = NodeMeasure.natural.size(of: self.content, in: .vertical)
    let height = min(room.height, content.height + 2)
    switch self.kind {
    case .confirmationDialog:
      return Rect(x: room.x, y: room.maxY - height, width: room.width, height: height)
    default:
      let width = min(room.width, content.width + 4)
      return Rect(
        x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2,
        width: width, height: height)
    }
  }
}
