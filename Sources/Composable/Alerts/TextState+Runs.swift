extension TextState {
  /// A stretch of text with the styles a character-cell front end can show.
  package struct Run: Equatable, Sendable {
    package var text: String
    package var isBold = false
    package var isItalic = false
    package var isUnderlined = false
    package var isStruckThrough = false

    package init(_ text: String) {
      self.text = text
    }
  }

  /// The text in stretches of one style each, in order: what front ends that draw text
  /// themselves (the terminal) show. Modifiers without a character-cell equivalent (fonts,
  /// colors, spacing, accessibility) are left out.
  package var runs: [Run] {
    var runs: [Run]
    switch self.storage {
    case let .verbatim(string):
      runs = [Run(string)]
    case let .concatenated(lhs, rhs):
      runs = lhs.runs + rhs.runs
    }
    for modifier in self.modifiers {
      for index in runs.indices {
        modifier.apply(to: &runs[index])
      }
    }
    return runs
  }
}

extension TextState.Modifier {
  /// Lays this modifier's style over `run`; later modifiers win over earlier ones.
  func apply(to run: inout TextState.Run) {
    switch self {
    case let .bold(isActive): run.isBold = isActive
    case let .italic(isActive): run.isItalic = isActive
    case let .underline(isActive, _, _): run.isUnderlined = isActive
    case let .strikethrough(isActive, _, _): run.isStruckThrough = isActive
    #if canImport(SwiftUI)
      case let .fontWeight(weight?) where weight.value == .bold: run.isBold = true
    #endif
    default: break
    }
  }
}
