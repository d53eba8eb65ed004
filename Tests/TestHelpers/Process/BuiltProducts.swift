import Foundation

/// The products SwiftPM builds along with the tests: `swift test` and
/// `swift build --build-tests` put every executable of the package in the folder that holds the
/// test bundle (`.build/debug`, or that of the `--scratch-path` given), so a test can run one as
/// a user would.
public enum BuiltProducts {
  /// The folder of the built products.
  public static let folder: URL = {
    #if canImport(Darwin)
      // The tests are a bundle (`….xctest`) in the products folder, loaded by a runner that
      // lives elsewhere: find the bundle by a class it holds.
      return Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
    #else
      // The tests are an executable in the products folder.
      let executable =
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      return executable.resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
  }()

  /// The executable product `name`.
  public static func executable(_ name: String) -> URL {
    self.folder.appendingPathComponent(name)
  }
}

#if canImport(Darwin)
  /// A class of the test bundle, to find the bundle by.
  private final class BundleMarker {}
#endif
