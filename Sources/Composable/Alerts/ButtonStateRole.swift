/// What a button of an alert or a confirmation dialog means, which decides how front ends show
/// it and which key or gesture activates it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Backs out of the alert without doing anything. Front ends activate it for Esc (or a tap
  /// outside) and keep it apart from the other buttons.
  case cancel
  /// Deletes or discards something. Front ends mark it (in red) and never focus it first.
  case destructive
}
