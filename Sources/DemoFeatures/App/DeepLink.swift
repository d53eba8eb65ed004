/// A place in the demo named on the command line: `counter`, `settings`, or `coordinator`
/// followed by the stack to open, such as `coordinator/3/4/sheet/5` (Home, pushed 3, pushed 4,
/// 5 in a sheet).
public enum DeepLink: Equatable, Codable {
  /// The counter screen.
  case counter
  /// The Settings form.
  case settings
  /// The coordinator with these routes.
  case coordinator(routes: [Route<Screen.State>])

  /// The largest number a link may name. A link comes from outside the program (a command
  /// line, a URL someone sent), so what it may ask for is bounded: every number a screen shows
  /// or derives from it stays far from `Int`'s limits.
  public static let maximumNumber = 1_000_000

  /// The most screens a link may open above Home.
  public static let maximumDepth = 10_000

  /// Reads a deep link.
  ///
  /// In a coordinator path, a number pushes that number's detail; `sheet/N` and `cover/N`
  /// present it as a sheet or a full-screen cover (with a navigation stack of its own, so later
  /// numbers push inside it). Numbers run from 1 to ``maximumNumber``, and a link opens at most
  /// ``maximumDepth`` screens.
  ///
  /// - Throws: ``DeepLinkError`` saying what is wrong.
  public static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
    var components = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if components.count > 1, components.last == "" { components.removeLast() }
    guard let first = components.first, !first.isEmpty else {
      throw DeepLinkError(link: text, reason: "it is empty; try counter, settings or coordinator/3")
    }
    let rest = Array(components.dropFirst())
    switch first {
    case "counter", "settings":
      guard rest.isEmpty else {
        throw DeepLinkError(link: text, reason: "\"\(first)\" takes nothing after it")
      }
      return first == "counter" ? .counter : .settings
    case "coordinator":
      return .coordinator(routes: try self.routes(rest, link: text))
    default:
      throw DeepLinkError(
        link: text,
        reason: "unknown screen \"\(first)\"; expected counter, settings or coordinator")
    }
  }

  private static func routes(_ components: [String], link: String) throws(DeepLinkError)
    -> [Route<Screen.State>]
  {
    var routes: [Route<Screen.State>] = [
      .root(.home(HomeFeature.State()), embedInNavigationView: true)
    ]
    var presentation: String?
    for component in components {
      switch component {
      case "sheet", "cover":
        if let presentation {
          throw DeepLinkError(
            link: link, reason: "\"\(presentation)\" must be followed by a number")
        }
        presentation = component
      case "":
        throw DeepLinkError(link: link, reason: "it has an empty part (\"//\")")
      default:
        let number = try self.number(component, link: link)
        guard routes.count - 1 < Self.maximumDepth else {
          throw DeepLinkError(
            link: link, reason: "it opens more than \(Self.maximumDepth) screens above Home")
        }
        let detail = Screen.State.detail(DetailFeature.State(title: number))
        switch presentation {
        case "sheet": routes.append(.sheet(detail, withNavigation: true))
        case "cover": routes.append(.cover(detail, withNavigation: true))
        default: routes.append(.push(detail))
        }
        presentation = nil
      }
    }
    if let presentation {
      throw DeepLinkError(link: link, reason: "\"\(presentation)\" must be followed by a number")
    }
    return routes
  }

  /// A screen's number: decimal digits, from 1 to ``maximumNumber``. Checked digit by digit
  /// before any conversion, so no text, however long, is turned into an out-of-range `Int`.
  private static func number(_ component: String, link: String) throws(DeepLinkError) -> Int {
    let isNegative = component.hasPrefix("-")
    let digits = component.utf8.dropFirst(isNegative ? 1 : 0)
    guard !digits.isEmpty,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else {
      throw DeepLinkError(
        link: link,
        reason:
          "\"\(abbreviated(component))\" is not a number; expected a number, \"sheet\" or \"cover\""
      )
    }
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    guard !isNegative, !significant.isEmpty else {
      throw DeepLinkError(link: link, reason: "numbers start at 1, got \(abbreviated(component))")
    }
    guard significant.count <= String(Self.maximumNumber).utf8.count,
      let number = Int(String(decoding: significant, as: UTF8.self)),
      number <= Self.maximumNumber
    else {
      throw DeepLinkError(
        link: link,
        reason: "\(abbreviated(component)) is too large; numbers go up to \(Self.maximumNumber)")
    }
    return number
  }
}

/// Why a deep link could not be read.
public struct DeepLinkError: Error, Equatable, CustomStringConvertible {
  /// The link as given.
  public let link: String
  /// What is wrong with it.
  public let reason: String

  /// `invalid deep link "…": reason`, with a link too long to read shortened.
  public var description: String {
    "invalid deep link \"\(abbreviated(self.link))\": \(self.reason)"
  }
}

/// `text`, or its start and "…" when it is too long to print in a one-line message.
private func abbreviated(_ text: String, maximumLength: Int = 60) -> String {
  text.count <= maximumLength ? text : text.prefix(maximumLength - 1) + "…"
}
