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

  /// Reads a deep link.
  ///
  /// In a coordinator path, a number pushes that number's detail; `sheet/N` and `cover/N`
  /// present it as a sheet or a full-screen cover (with a navigation stack of its own, so later
  /// numbers push inside it).
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
          throw DeepLinkError(link: link, reason: "\"\(presentation)\" must be followed by a number")
        }
        presentation = component
      case "":
        throw DeepLinkError(link: link, reason: "it has an empty part (\"//\")")
      default:
        guard let number = Int(component) else {
          throw DeepLinkError(
            link: link,
            reason: "\"\(component)\" is not a number; expected a number, \"sheet\" or \"cover\"")
        }
        guard number >= 1 else {
          throw DeepLinkError(link: link, reason: "numbers start at 1, got \(number)")
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
}

/// Why a deep link could not be read.
public struct DeepLinkError: Error, Equatable, CustomStringConvertible {
  /// The link as given.
  public let link: String
  /// What is wrong with it.
  public let reason: String

  /// `invalid deep link "…": reason`.
  public var description: String {
    "invalid deep link \"\(self.link)\": \(self.reason)"
  }
}
