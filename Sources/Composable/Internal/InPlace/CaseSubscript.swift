extension Optional {
  /// The value of one case of the wrapped enum, for reading and writing in place: what the
  /// `[case:]` subscripts of `PresentationState` and `StackState` are made of.
  ///
  /// Reading gives `nil` outside the case. Writing replaces the wrapped enum by the case with the
  /// new value, and writing `nil` empties the optional (dismisses, or removes the element).
  /// Writing while the enum is in another case, or while there is no enum, is reported at
  /// `location` as a misuse and changes nothing: it would otherwise switch the feature to a case
  /// that the code writing never looked at.
  subscript<Case>(
    _case extract: (Wrapped) -> Case?,
    embed embed: (Case) -> Wrapped,
    at location: @autoclosure () -> OperatorLocation
  ) -> Case? {
    _read { yield self.flatMap(extract) }
    _modify {
      var value = self.flatMap(extract)
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        let caseName = self.flatMap(enumCaseName(of:))
        location().report(
          "Can't modify unrelated case\(caseName.map { " \($0.debugDescription)" } ?? "")"
        )
        return
      }
      self = value.map(embed)
    }
  }
}

/// The name of the case `value` is in, when it is an enum: `"int"` for `.int(42)`.
func enumCaseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  if let label = mirror.children.first?.label { return label }
  // A case without associated values has no child; its description is its name.
  return String(describing: value).split(separator: "(").first.map(String.init)
}
