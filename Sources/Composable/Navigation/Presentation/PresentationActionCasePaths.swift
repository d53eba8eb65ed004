/// A presentation action's two cases, as key paths into its case paths, and its case paths
/// continued through `.presented`: what lets case paths whose value is a presentation action have
/// `presented` and `dismiss` as members of their own (see `AnyCasePath.presented` and
/// `Case.presented`), and reach the presented action's cases in one dynamic member (see
/// `AnyCasePath+PresentedActionCases.swift`).
///
/// A key-path literal is a constant that Swift makes once only when none of its components is a
/// subscript with an argument. Without members of their own, `\.child.presented` reaches
/// `presented` through CasePaths' dynamic-member subscript, whose argument is a key path, so the
/// runtime builds the whole literal again on every evaluation: at every `scope` call of every
/// view body. A real member makes the component a plain property.
///
/// Only ``PresentationAction`` conforms.
public protocol _PresentationActionCasePaths: CasePathable {
  /// The action of the presented child, which `.presented` carries.
  associatedtype _PresentedAction

  /// The key path of the case path of `.presented` in `AllCasePaths`.
  static var _$presentedCase: KeyPath<AllCasePaths, AnyCasePath<Self, _PresentedAction>> { get }

  /// The key path of the case path of `.dismiss` in `AllCasePaths`.
  static var _$dismissCase: KeyPath<AllCasePaths, AnyCasePath<Self, Void>> { get }

  /// `child`, a case path of the presented action, reached through `.presented`: what
  /// `AllCasePaths`' dynamic member makes for a case of the presented action.
  static func _$presenting<Child>(
    _ child: AnyCasePath<_PresentedAction, Child>
  ) -> AnyCasePath<Self, Child>

  /// `child` reached through `.presented`, with `.dismiss` kept: what `AllCasePaths`' dynamic
  /// member makes for a case of the presented action taken as presentation actions.
  static func _$presentation<Child>(
    _ child: AnyCasePath<_PresentedAction, Child>
  ) -> AnyCasePath<Self, PresentationAction<Child>>
}

extension PresentationAction: _PresentationActionCasePaths {
  /// The action of the presented child.
  public typealias _PresentedAction = Action

  /// `\.presented`, a constant key path.
  public static var _$presentedCase: KeyPath<AllCasePaths, AnyCasePath<Self, Action>> {
    \.presented
  }

  /// `\.dismiss`, a constant key path.
  public static var _$dismissCase: KeyPath<AllCasePaths, AnyCasePath<Self, Void>> {
    \.dismiss
  }

  /// `child` reached through `.presented`, as `AllCasePaths`' dynamic member makes it.
  public static func _$presenting<Child>(
    _ child: AnyCasePath<Action, Child>
  ) -> AnyCasePath<Self, Child> {
    AllCasePaths.presented(child)
  }

  /// `child` reached through `.presented`, with `.dismiss` kept, as `AllCasePaths`' dynamic
  /// member makes it.
  public static func _$presentation<Child>(
    _ child: AnyCasePath<Action, Child>
  ) -> AnyCasePath<Self, PresentationAction<Child>> {
    AllCasePaths.presentation(child)
  }
}
