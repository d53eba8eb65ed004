/// Why a recording file could not be read, and at which line.
///
/// Reading never traps: an empty, foreign, truncated or corrupt file, or one recorded by another
/// app or another version of this format, is reported with the number of the line at fault
/// (lines count from 1; the header is line 1).
public struct RecordingFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line at fault, counting from 1.
  public let line: Int
  /// What is wrong with it.
  public let reason: Reason

  /// What is wrong with a line.
  public enum Reason: Equatable, Sendable {
    /// The file has no header: it is empty.
    case empty
    /// The line is not a JSON object.
    case notJSON
    /// The file ends in the middle of this line (it has no final newline and does not parse).
    case truncated
    /// The first line is not the header of a recording: the file is something else.
    case notARecording
    /// The header names a format version this library does not read.
    case unsupportedVersion(Int)
    /// The file records another app's types: `kind` is "state" or "action".
    case typeMismatch(kind: String, expected: String, found: String)
    /// The line is JSON but not a valid record; `detail` says which field and why.
    case invalidRecord(detail: String)
    /// The record's id does not follow the previous one's.
    case outOfOrder(id: Int, previous: Int)
  }

  /// Creates an error for `line`.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  /// `line 3: not JSON`, and so on, for logs and test failures.
  public var description: String {
    let problem: String
    switch self.reason {
    case .empty:
      problem = "the file is empty; a recording starts with its header"
    case .notJSON:
      problem = "not a JSON object"
    case .truncated:
      problem = "the file ends in the middle of this line (truncated)"
    case .notARecording:
      problem = "not the header of a swift-composable recording"
    case .unsupportedVersion(let version):
      problem = """
        format version \(version) is not supported (this library reads version \
        \(RecordingFileFormat.version))
        """
    case .typeMismatch(let kind, let expected, let found):
      problem = "the file records \(kind) \(found), not \(expected)"
    case .invalidRecord(let detail):
      problem = "not a valid record: \(detail)"
    case .outOfOrder(let id, let previous):
      problem = "record #\(id) comes after #\(previous); ids must increase"
    }
    return "Recording file, line \(self.line): \(problem)."
  }
}
