import Foundation

/// Writes a recording file as the session goes: the header when created, then each action as it
/// is recorded. A session that ends abruptly (Ctrl-C, a crash) leaves a file that holds every
/// action up to its end.
///
/// ```swift
/// let writer = try RecordingFileWriter(url: url, app: "MyApp", initialState: store.withState { $0 })
/// recorder.onRecord = { try? writer.append($0) }
/// ```
///
/// Unlike the recorder's ring buffer, the file keeps every action.
@MainActor
public final class RecordingFileWriter<State: Codable, Action: Codable> {
  private let handle: FileHandle
  private let encoder = RecordingFileFormat.encoder()

  /// Creates (or replaces) the file at `url` and writes its header.
  ///
  /// - Throws: The error creating the file, or an `EncodingError` for the initial state.
  public init(url: URL, app: String, initialState: State) throws {
    let header = try RecordingFileFormat.headerLine(
      app: app, initialState: initialState, actionType: Action.self, encoder: self.encoder)
    guard FileManager.default.createFile(atPath: url.path, contents: Data(header.utf8)) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
    self.handle = try FileHandle(forWritingTo: url)
    try self.handle.seekToEnd()
  }

  isolated deinit {
    try? self.handle.close()
  }

  /// Appends the line of a recorded action.
  ///
  /// - Throws: An `EncodingError`, or the error writing the file.
  public func append(_ action: RecordedAction<State, Action>) throws {
    try self.handle.write(
      contentsOf: Data(RecordingFileFormat.line(action, encoder: self.encoder).utf8))
  }
}
