/// A static string that can be hashed, for the location arguments of subscripts: every argument
/// of a subscript must be `Hashable` for key paths through it to be formed, and `StaticString` is
/// not.
///
/// Written like a `StaticString`: a subscript parameter of this type defaults to `#fileID`.
public struct _HashableStaticString: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  public let rawValue: StaticString

  /// Wraps `rawValue`.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  /// Wraps a string literal, such as the one `#fileID` makes.
  public init(stringLiteral value: StaticString) {
    self.rawValue = value
  }

  /// Strings are equal when their text is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.rawValue.description)
  }
}

extension OperatorLocation {
  /// A location given as the defaulted arguments of a subscript.
  package convenience init(
    _ fileID: _HashableStaticString,
    _ filePath: _HashableStaticString,
    _ line: UInt,
    _ column: UInt
  ) {
    self.init(fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column)
  }
}
