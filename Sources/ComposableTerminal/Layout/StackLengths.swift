/// How a stack shares its length among its children.
enum StackLengths {
  /// The length of each child of a stack along `axis`, given `available` cells.
  ///
  /// Each child gets its natural length. Room left over goes to the flexible children: logs and
  /// screens with layers first, spacers only when no such content wants it. A horizontal stack
  /// that is too wide first cuts compressible text down to its minimum, the child with the most
  /// to spare first, then takes what is still missing from the last children, so labels on the
  /// left stay.
  static func lengths(of children: [Node], along axis: Node.Axis, spacing: Int, available: Int)
    -> [Int]
  {
    var lengths = children.map { child -> Int in
      let size = NodeMeasure.natural.size(of: child, in: axis)
      return axis == .vertical ? size.height : size.width
    }
    let used = lengths.reduce(0, +) + spacing * (children.count - 1)
    if used < available {
      var flexible = children.indices.filter { children[$0].isFlexible(along: axis, in: axis) }
      // Spacers only fill what no flexible content wants: a screen with layers, or a log,
      // next to a spacer takes the room.
      let content = flexible.filter { !children[$0].isSpacer }
      if !content.isEmpty { flexible = content }
      if !flexible.isEmpty {
        let extra = available - used
        for (order, index) in flexible.enumerated() {
          lengths[index] += extra / flexible.count + (order < extra % flexible.count ? 1 : 0)
        }
      }
    } else if used > available, axis == .horizontal {
      // Too wide: first cut compressible text down to its minimum, the child with the most to
      // spare first; then take what is still missing from the last children, so labels on the
      // left stay.
      var overflow = used - available
      let slack = children.indices.map {
        lengths[$0] - min(lengths[$0], NodeMeasure.minimum.size(of: children[$0], in: axis).width)
      }
      for index in children.indices.sorted(by: { slack[$0] > slack[$1] }) where overflow > 0 {
        let cut = min(overflow, slack[index])
        lengths[index] -= cut
        overflow -= cut
      }
      for index in children.indices.reversed() where overflow > 0 {
        let cut = min(overflow, lengths[index])
        lengths[index] -= cut
        overflow -= cut
      }
    }
    return lengths
  }
}
