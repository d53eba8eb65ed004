extension TextState {
  /// What kind of content text is, for assistive technologies that read it aloud.
  public enum AccessibilityTextContentType: String, Equatable, Hashable, Sendable {
    /// Console output.
    case console
    /// File names and paths.
    case fileSystem
    /// Chat messages.
    case messaging
    /// Prose, such as a book.
    case narrative
    /// Plain text.
    case plain
    /// Program source.
    case sourceCode
    /// Spreadsheet cells.
    case spreadsheet
    /// A word-processing document.
    case wordProcessing
  }

  /// The level of a heading, for assistive technologies that navigate by headings.
  public enum AccessibilityHeadingLevel: String, Equatable, Hashable, Sendable {
    /// Level 1, the highest.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
    /// A heading of no particular level.
    case unspecified
  }

  /// Marks the text as a heading of the given level.
  public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self {
    self.adding(.accessibilityHeading(headingLevel))
  }

  /// What assistive technologies read instead of the text.
  public func accessibilityLabel(_ label: Self) -> Self {
    self.adding(.accessibilityLabel(label))
  }

  /// What assistive technologies read instead of the text.
  public func accessibilityLabel(_ string: String) -> Self {
    self.adding(.accessibilityLabel(TextState(verbatim: string)))
  }

  /// What assistive technologies read instead of the text.
  public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self {
    self.adding(.accessibilityLabel(TextState(string)))
  }

  /// The label set last with `accessibilityLabel(_:)`, if any.
  public var accessibilityLabel: TextState? {
    for case let .accessibilityLabel(label) in self.modifiers.reversed() {
      return label
    }
    return nil
  }

  /// Marks the kind of content the text is.
  public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self {
    self.adding(.accessibilityTextContentType(type))
  }

  /// Raises (positive) or lowers (negative) the pitch of the text read aloud.
  public func speechAdjustedPitch(_ value: Double) -> Self {
    self.adding(.speechAdjustedPitch(value))
  }

  /// Whether punctuation is read aloud.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self {
    self.adding(.speechAlwaysIncludesPunctuation(value))
  }

  /// Whether the text waits for speech already in progress rather than interrupting it.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Self {
    self.adding(.speechAnnouncementsQueued(value))
  }

  /// Whether the text is spelled out character by character.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Self {
    self.adding(.speechSpellsOutCharacters(value))
  }
}
