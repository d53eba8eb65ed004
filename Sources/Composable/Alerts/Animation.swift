#if !canImport(SwiftUI)
  /// An animation, named as SwiftUI names them, so that code written for Apple platforms
  /// (`.send(.save, animation: .default)`) builds everywhere.
  ///
  /// Without SwiftUI nothing animates: buttons and stores accept an animation, keep it for
  /// comparison and printing, and otherwise ignore it.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was made: `easeInOut`, `easeInOut(duration: 0.3)`.
    public let description: String

    init(_ description: String) {
      self.description = description
    }

    /// The platform's default animation.
    public static let `default` = Animation("default")
    /// Starts slowly.
    public static let easeIn = Animation("easeIn")
    /// Ends slowly.
    public static let easeOut = Animation("easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// Moves at constant speed.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A spring with some bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring.
    public static let snappy = Animation("snappy")
    /// A spring that follows a gesture.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// Starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
      Animation("easeIn(duration: \(duration))")
    }

    /// Ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
      Animation("easeOut(duration: \(duration))")
    }

    /// Starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
      Animation("easeInOut(duration: \(duration))")
    }

    /// Moves at constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Animation {
      Animation("linear(duration: \(duration))")
    }

    /// A spring settling in about `duration` seconds.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
      Animation("spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring described by its response and damping.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
      Animation(
        "spring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))")
    }

    /// This animation, starting after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
      Animation("\(self.description).delay(\(delay))")
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
      Animation("\(self.description).speed(\(speed))")
    }
  }

  extension Animation: CustomDumpStringConvertible {
    /// `Animation.easeInOut`, as SwiftUI's animations print.
    public var customDumpDescription: String {
      "Animation.\(self.description)"
    }
  }
#endif
