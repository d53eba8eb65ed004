extension OperatorLocation {
  /// Reports a test failure at this location (the user's `send`, `receive`, … call).
  func fail(_ message: String) {
    reportIssue(
      message, fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
    )
  }

  /// Records an assertion that a non-exhaustive test store skipped, as a known issue: visible in
  /// the test report, but not failing the test.
  func recordSkipped(_ message: String) {
    #if !_runtime(_ObjC)
      // XCTest cannot expect failures off Apple platforms; printing is the closest we can get
      // without failing the test.
      if case .xcTest = TestContext.current {
        print("\(self.fileID):\(self.line): \(message)")
        return
      }
    #endif
    withExpectedIssue(
      fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
    ) {
      self.fail(message)
    }
  }

  /// `File.swift:12`, for lists of where things started.
  var shortDescription: String {
    let file = "\(self.fileID)".split(separator: "/").last.map(String.init) ?? "\(self.fileID)"
    return "\(file):\(self.line)"
  }
}
