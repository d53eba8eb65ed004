/// The demo's command line: `demo [--open LINK] [--help]`.
public struct DemoCommandLine: Equatable {
  /// Where to start, from `--open`.
  public var deepLink: DeepLink?
  /// Whether `--help` was given.
  public var showsHelp: Bool

  /// A command line with the given options.
  public init(deepLink: DeepLink? = nil, showsHelp: Bool = false) {
    self.deepLink = deepLink
    self.showsHelp = showsHelp
  }

  /// The usage text printed for `--help` and after a mistake.
  public static let usage = """
    usage: demo [--open LINK]

    Runs the Composable demo in the terminal (keys: arrows or j/k move, Enter/Space activate,
    Esc goes back, p shows actions and state changes, q quits at the menu, Ctrl-C always).
    When standard input is not a terminal, it is read as keystrokes and the final screen is
    printed: printf 'jj\\r' | swift run demo

    LINK opens a screen directly:
      counter | settings | coordinator[/N | /sheet/N | /cover/N ...]
      e.g. demo --open coordinator/3/4/sheet/5
      (N from 1 to \(DeepLink.maximumNumber); at most \(DeepLink.maximumDepth) screens)
    """

  /// Reads the arguments (without the program name).
  ///
  /// - Throws: ``DemoCommandLineError`` for an unknown option, a missing link, or a link that
  ///   cannot be read.
  public static func parse(_ arguments: [String]) throws(DemoCommandLineError) -> DemoCommandLine {
    var result = DemoCommandLine()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--help", "-h":
        result.showsHelp = true
      case "--open":
        guard index < arguments.count else {
          throw DemoCommandLineError(message: "--open needs a link, e.g. --open coordinator/3")
        }
        result.deepLink = try self.link(arguments[index])
        index += 1
      default:
        if argument.hasPrefix("--open=") {
          result.deepLink = try self.link(String(argument.dropFirst("--open=".count)))
        } else {
          throw DemoCommandLineError(message: "unknown argument \"\(argument)\"")
        }
      }
    }
    return result
  }

  private static func link(_ text: String) throws(DemoCommandLineError) -> DeepLink {
    do {
      return try DeepLink.parse(text)
    } catch {
      throw DemoCommandLineError(message: error.description)
    }
  }
}

/// A mistake on the demo's command line; the demo prints it and exits with status 2.
public struct DemoCommandLineError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, for a person to read.
  public let message: String

  /// A mistake described by `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { self.message }
}
