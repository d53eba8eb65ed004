/// How a store scoped through `\.child.presented` embeds its actions: through the parent's case
/// holding the `PresentationAction<Action>` (`intoCase`, a level of a route into `Root`), after
/// wrapping them in `.presented`, which the scoped store does itself.
///
/// Wrapping is left to the scoped store because it knows both action types there: wrapped in
/// `Composable`'s generic code instead, every action sent went through the child action type's
/// metadata and value witnesses, and into a generic box (`presented` is an indirect case) that
/// the runtime looks up in its box cache, at every level of a chain of presented children. The
/// box a store's specialized code allocates and destroys costs neither.
@usableFromInline
struct PresentedEmbedding<Action, Root> {
  /// Moves a `PresentationAction<Action>` into the parent's case, with where it lays it out.
  @usableFromInline let intoCase: EmbeddingLevel
}
