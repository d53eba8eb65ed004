/// The demo's command line: `demo [--open LINK] [--record FILE | --replay FILE [--speed N]] [--help]`.
public struct DemoCommandLine: Equatable {
  /// Where to start, from `--open`.
  public var deepLink: DeepLink?
  /// Whether `--help` was given.
  public var showsHelp: Bool
  /// Where `--record` writes the session.
  public var recordFile: String?
  /// The session `--replay` plays back.
  public var replayFile: String?
  /// How much faster than recorded `--replay` plays (`--speed`); 0 plays without pauses.
  public var replaySpeed: Double

  /// A command line with the given options.
  public init(
    deepLink: DeepLink? = nil, showsHelp: Bool = false,
    recordFile: String? = nil, replayFile: String? = nil, replaySpeed: Double = 1
  ) {
    self.deepLink = deepLink
    self.showsHelp = showsHelp
    self.recordFile = recordFile
    self.replayFile = replayFile
    self.replaySpeed = replaySpeed
  }

  /// The usage text printed for `--help` and after a mistake.
  public static let usage = """
    usage: demo [--open LINK] [--record FILE]
           demo --replay FILE [--speed N]

    Runs the Composable demo in the terminal (keys: arrows or j/k move, Enter/Space activate,
    Esc goes back, p shows actions and state changes, q quits at the menu, Ctrl-C always).
    With the changes shown, PgUp/PgDn (or [ and ]) travel back and forth through the actions.
    When standard input is not a terminal, it is read as keystrokes and the final screen is
    printed: printf 'jj\\r' | swift run demo

    LINK opens a screen directly:
      counter | settings | coordinator[/N | /sheet/N | /cover/N ...]
      e.g. demo --open coordinator/3/4/sheet/5
      (N from 1 to \(DeepLink.maximumNumber); at most \(DeepLink.maximumDepth) screens)

    --record FILE writes the session to FILE as it goes (JSON Lines), whether the demo ends by
    quitting or by Ctrl-C. --replay FILE plays a recorded session back step by step, N times as
    fast as recorded (default 1; 0 without pauses), and exits 0 if it replays, 2 at the first
    action whose outcome differs.
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
      case "--record", "--replay", "--speed":
        guard index < arguments.count else {
          throw DemoCommandLineError(message: "\(argument) needs a value")
        }
        try result.set(argument, to: arguments[index])
        index += 1
      default:
        if argument.hasPrefix("--open=") {
          result.deepLink = try self.link(String(argument.dropFirst("--open=".count)))
        } else {
          throw DemoCommandLineError(message: "unknown argument \"\(argument)\"")
        }
      }
    }
    if result.recordFile != nil, result.replayFile != nil {
      throw DemoCommandLineError(message: "--record and --replay cannot be used together")
    }
    return result
  }

  private mutating func set(_ option: String, to value: String) throws(DemoCommandLineError) {
    switch option {
    case "--record":
      self.recordFile = value
    case "--replay":
      self.replayFile = value
    default:
      guard let speed = Double(value), speed >= 0, speed.isFinite else {
        throw DemoCommandLineError(message: "--speed needs a number ≥ 0, not \"\(value)\"")
      }
      self.replaySpeed = speed
    }
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
