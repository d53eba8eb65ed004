#if canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Where SwiftPM put the products it built with this test binary: `swift test` builds every
/// executable of the package into the same folder (`.build/debug`, or the `--scratch-path`
/// given), so the tests can run them as a user would.
enum BuiltProducts {
  /// The folder holding the test binary (on Apple platforms, the `.xctest` bundle).
  static let folder: URL = {
    #if canImport(Darwin)
      // The image this code is in: …/debug/Package.xctest/Contents/MacOS/Package.
      var info = Dl_info()
      guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else {
        return Bundle.main.bundleURL
      }
      var url = URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath()
      while url.pathExtension != "xctest", url.pathComponents.count > 1 {
        url.deleteLastPathComponent()
      }
      return url.deletingLastPathComponent()
    #else
      // On Linux the test binary is the executable itself.
      return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
  }()

  /// The executable product `name`.
  static func executable(_ name: String) -> URL {
    self.folder.appendingPathComponent(name)
  }
}
