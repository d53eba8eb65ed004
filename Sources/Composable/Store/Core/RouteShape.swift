/// Where the levels of a route lay out the action they build, as far as keeping its boxes for
/// the next action needs (see ``ActionRecycler``).
///
/// A level embeds its input in a case of an enum, which Swift lays out at the start of the
/// enum's value (an inline level), or also wraps it in `PresentationAction.presented`, an
/// indirect case: a reference to a heap box that holds the payload after the box's two-word
/// header. A shape is known only for levels built from the cases `@Reducer`'s enums describe
/// (``_CaseEmbedding``) and from `PresentationAction.presented` itself; a level that embeds
/// through a function (a case path, an `indirect` case) has none, and neither has a route
/// through it.
@usableFromInline
struct RouteShape {
  /// The boxes of `PresentationAction.presented` the levels allocate, outermost first.
  let boxes: [PresentationBox]
  /// Embeds the shape's input as far as the payload of its innermost box, without boxing it
  /// (the whole way, when the shape has no box).
  let intoInnermostPayload: _EmbedStep

  /// A root's own route: no level.
  static var root: RouteShape { RouteShape(boxes: [], intoInnermostPayload: { $0 }) }

  /// An inline level that embeds through `step`.
  @usableFromInline
  static func inline(_ step: @escaping _EmbedStep) -> RouteShape {
    RouteShape(boxes: [], intoInnermostPayload: step)
  }

  /// A level that embeds through `unboxed` (inline), then wraps the result, a `Payload`, in
  /// `PresentationAction.presented`; `nil` if the presentation action is not the box reference
  /// alone.
  @usableFromInline
  static func presenting<Payload>(
    _: Payload.Type, unboxed: @escaping _EmbedStep
  ) -> RouteShape? {
    guard MemoryLayout<PresentationAction<Payload>>.size == MemoryLayout<UnsafeRawPointer>.size
    else { return nil }
    let header = 2 * MemoryLayout<UnsafeRawPointer>.size
    let alignment = MemoryLayout<Payload>.alignment
    let box = PresentationBox(
      payloadOffset: (header + alignment - 1) / alignment * alignment,
      payloadSize: MemoryLayout<Payload>.size)
    return RouteShape(boxes: [box], intoInnermostPayload: unboxed)
  }

  /// This shape's levels followed by `outer`'s (the shape of `composed(inner, outer)`); `nil`
  /// when either has no shape.
  @usableFromInline
  func followed(by outer: RouteShape?) -> RouteShape? {
    guard let outer else { return nil }
    if self.boxes.isEmpty {
      return RouteShape(
        boxes: outer.boxes,
        intoInnermostPayload: composed(self.intoInnermostPayload, outer.intoInnermostPayload))
    }
    return RouteShape(
      boxes: outer.boxes + self.boxes, intoInnermostPayload: self.intoInnermostPayload)
  }
}

/// The box of a level's `PresentationAction.presented`.
@usableFromInline
struct PresentationBox {
  /// Where the payload starts in the box.
  let payloadOffset: Int
  /// The payload's size. An empty payload is not allocated: its box is the runtime's shared
  /// empty box, which holds no other box.
  let payloadSize: Int
}

/// A level of a route, with its shape when it is known.
@usableFromInline
struct EmbeddingLevel {
  /// Embeds the level's input into its output.
  @usableFromInline let step: _EmbedStep
  /// Where the level lays the input out; `nil` when unknown.
  @usableFromInline let shape: RouteShape?

  @usableFromInline
  init(step: @escaping _EmbedStep, shape: RouteShape?) {
    self.step = step
    self.shape = shape
  }

  /// This level followed by `outer` (the level of the child's actions into the parent's, then
  /// the parent's into the grandparent's).
  @usableFromInline
  func followed(by outer: EmbeddingLevel) -> EmbeddingLevel {
    EmbeddingLevel(
      step: composed(self.step, outer.step), shape: self.shape?.followed(by: outer.shape))
  }
}
