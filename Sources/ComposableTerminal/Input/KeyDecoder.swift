/// Turns the bytes a terminal sends into key presses.
///
/// Escape sequences (`ESC [ A` for ↑, `ESC O B` for ↓ in application mode, `ESC [ 3 ~` for
/// Delete, …) are recognized; unknown sequences are dropped whole rather than typed as text.
/// UTF-8 characters are assembled across chunk boundaries. A control sequence longer than
/// `maximumSequenceLength` is no key any terminal sends: it is dropped up to its final byte
/// without being kept, so no input makes the decoder hold or rescan more than a few bytes.
///
/// A lone `ESC` is ambiguous: it is either the Esc key or the start of a sequence whose next
/// bytes have not arrived yet. ``decode(_:)`` keeps an incomplete sequence pending, and
/// ``flush()`` resolves a pending lone `ESC` to `.escape`: an interactive terminal flushes after
/// each read (a key's bytes arrive together), a pipe flushes only at end of input.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("jj\r".utf8))  // [.character("j"), .character("j"), .enter]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// Whether the rest of an overlong control sequence is being dropped.
  private var isDroppingSequence = false

  /// The longest control sequence read as a key (`ESC [ 1 ; 5 A`, Ctrl-↑, is 6 bytes).
  static let maximumSequenceLength = 32

  /// The most bytes kept between reads: an incomplete control sequence, at most
  /// `maximumSequenceLength` bytes, or an incomplete UTF-8 character.
  static let maximumPendingCount = maximumSequenceLength

  /// How many bytes wait for the rest of their key.
  var pendingCount: Int { self.pending.count }

  /// A decoder with nothing pending.
  public init() {}

  /// Decodes as many keys as the bytes received so far complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    self.pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < self.pending.count {
      if self.isDroppingSequence {
        let byte = self.pending[index]
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        self.isDroppingSequence = false
        // Its final byte goes with it; anything else is a key of its own.
        if (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      switch self.decodeOne(at: index) {
      case let .key(key, length):
        if let key { keys.append(key) }
        index += length
      case let .overlong(length):
        self.isDroppingSequence = true
        index += length
      case .incomplete:
        self.pending.removeFirst(index)
        return keys
      }
    }
    self.pending.removeAll()
    return keys
  }

  /// Resolves whatever is pending: a lone `ESC` becomes `.escape`, and an escape sequence cut
  /// short becomes `.escape` followed by its remaining bytes as keys.
  public mutating func flush() -> [Key] {
    self.isDroppingSequence = false
    guard !self.pending.isEmpty else { return [] }
    var keys: [Key] = []
    if self.pending.first == 0x1B {
      keys.append(.escape)
      self.pending.removeFirst()
    }
    let rest = self.pending
    self.pending = []
    var decoder = KeyDecoder()
    keys += decoder.decode(rest)
    // Still incomplete on its own (a truncated UTF-8 character): nothing more can arrive.
    return keys
  }

  /// Resolves a pending lone `ESC` to `.escape` and keeps any longer incomplete sequence: what
  /// an interactive terminal does after each read, since a key's bytes arrive together.
  public mutating func flushLoneEscape() -> [Key] {
    guard self.pending == [0x1B] else { return [] }
    self.pending = []
    return [.escape]
  }

  private enum Step {
    case key(Key?, length: Int)
    /// A control sequence too long to be a key: drop these bytes and the rest of it.
    case overlong(length: Int)
    case incomplete
  }

  private func decodeOne(at index: Int) -> Step {
    let byte = self.pending[index]
    switch byte {
    case 0x1B:
      return self.decodeEscape(at: index)
    case 0x0D, 0x0A:
      // A pipe sends "\r\n" for one Enter only when a person typed into a cooked terminal;
      // keep them separate keys, as a terminal in raw mode never sends "\r\n".
      return .key(.enter, length: 1)
    case 0x09:
      return .key(.tab, length: 1)
    case 0x7F, 0x08:
      return .key(.backspace, length: 1)
    case 0x00:
      return .key(.control(" "), length: 1)
    case 0x01...0x1A:
      let letter = Character(UnicodeScalar(byte + 0x60))
      return .key(.control(letter), length: 1)
    case 0x1C...0x1F:
      return .key(nil, length: 1)
    case 0x20...0x7E:
      return .key(.character(Character(UnicodeScalar(byte))), length: 1)
    default:
      return self.decodeUTF8(at: index)
    }
  }

  private func decodeUTF8(at index: Int) -> Step {
    let byte = self.pending[index]
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, length: 1)
    }
    guard index + length <= self.pending.count else { return .incomplete }
    let bytes = self.pending[index..<(index + length)]
    guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let string = String(validating: bytes, as: UTF8.self),
      let character = string.first
    else {
      return .key(nil, length: 1)
    }
    return .key(.character(character), length: length)
  }

  private func decodeEscape(at index: Int) -> Step {
    guard index + 1 < self.pending.count else { return .incomplete }
    let next = self.pending[index + 1]
    switch next {
    case UInt8(ascii: "["):
      return self.decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < self.pending.count else { return .incomplete }
      let key: Key? =
        switch self.pending[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return .key(key, length: 3)
    default:
      // Esc followed by an ordinary key (Alt chords arrive this way too): Esc, then the key.
      return .key(.escape, length: 1)
    }
  }

  /// `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), one final byte.
  private func decodeCSI(at index: Int) -> Step {
    var cursor = index + 2
    var parameters = ""
    while cursor < self.pending.count, (0x20...0x3F).contains(self.pending[cursor]) {
      if cursor - index >= Self.maximumSequenceLength { return .overlong(length: cursor - index) }
      parameters.append(Character(UnicodeScalar(self.pending[cursor])))
      cursor += 1
    }
    guard cursor < self.pending.count else { return .incomplete }
    let final = self.pending[cursor]
    let length = cursor - index + 1
    guard (0x40...0x7E).contains(final) else { return .key(nil, length: length) }
    let key: Key?
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": key = .home
      case "4", "8": key = .end
      case "3": key = .delete
      case "5": key = .pageUp
      case "6": key = .pageDown
      default: key = nil
      }
    default: key = nil
    }
    return .key(key, length: length)
  }
}
