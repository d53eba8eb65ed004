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
  /// Embeds the shape's input as far as its innermost presentation, boxed (the whole way, when
  /// the shape has no box).
  let intoInnermostPresentation: _EmbedStep

  /// A root's own route: no level.
  static var root: RouteShape { .inline { $0 } }

  /// An inline level that embeds through `step`.
  @usableFromInline
  static func inline(_ step: @escaping _EmbedStep) -> RouteShape {
    RouteShape(boxes: [], intoInnermostPayload: step, intoInnermostPresentation: step)
  }

  /// A level that embeds through `unboxed` (inline), then wraps the result, a `Payload`, in
  /// `PresentationAction.presented`, as `boxed` does both; `nil` if the presentation action is
  /// not the box reference alone.
  @usableFromInline
  static func presenting<Payload>(
    _: Payload.Type, unboxed: @escaping _EmbedStep, boxed: @escaping _EmbedStep
  ) -> RouteShape? {
    guard MemoryLayout<PresentationAction<Payload>>.size == MemoryLayout<UnsafeRawPointer>.size
    else { return nil }
    let header = 2 * MemoryLayout<UnsafeRawPointer>.size
    let alignment = MemoryLayout<Payload>.alignment
    let box = PresentationBox(
      payloadOffset: (header + alignment - 1) / alignment * alignment,
      payloadSize: MemoryLayout<Payload>.size,
      dismiss: { reference in
        reference.assumingMemoryBound(to: PresentationAction<Payload>.self).pointee = .dismiss
      })
    return RouteShape(boxes: [box], intoInnermostPayload: unboxed, intoInnermostPresentation: boxed)
  }

  /// This shape's levels followed by `outer`'s (the shape of `composed(inner, outer)`); `nil`
  /// when either has no shape.
  @usableFromInline
  func followed(by outer: RouteShape?) -> RouteShape? {
    guard let outer else { return nil }
    if self.boxes.isEmpty {
      return RouteShape(
        boxes: outer.boxes,
        intoInnermostPayload: composed(self.intoInnermostPayload, outer.intoInnermostPayload),
        intoInnermostPresentation: composed(
          self.intoInnermostPresentation, outer.intoInnermostPresentation))
    }
    return RouteShape(
      boxes: outer.boxes + self.boxes, intoInnermostPayload: self.intoInnermostPayload,
      intoInnermostPresentation: self.intoInnermostPresentation)
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
  /// Replaces the presentation at the pointer with `.dismiss`, a case that holds nothing,
  /// releasing the box.
  let dismiss: (UnsafeMutableRawPointer) -> Void
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

/// The shape of a scoped store's level (see ``RouteShape``): known when the level was found, or
/// found when a route through it first needs it, so that scoping a store does not pay for it.
@usableFromInline
enum EmbeddingShape {
  /// The shape, `nil` when unknown.
  case known(RouteShape?)
  /// The function that finds the shape.
  case found(() -> RouteShape?)

  /// The shape; `nil` when unknown.
  var shape: RouteShape? {
    switch self {
    case let .known(shape): shape
    case let .found(find): find()
    }
  }
}
