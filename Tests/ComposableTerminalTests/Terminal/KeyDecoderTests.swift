import Testing

@testable import ComposableTerminal

@Suite struct KeyDecoderTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func printableControlAndEditingKeys() {
    #expect(self.decode("jk q") == [.character("j"), .character("k"), .space, .character("q")])
    #expect(self.decode("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(self.decode("\u{03}") == [.controlC])
    #expect(self.decode("\u{01}") == [.control("a")])
  }

  @Test func arrowsInNormalAndApplicationMode() {
    #expect(self.decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(self.decode("\u{1B}OA\u{1B}OB") == [.up, .down])
    #expect(self.decode("\u{1B}[Z") == [.backTab])
    #expect(self.decode("\u{1B}[3~\u{1B}[5~\u{1B}[H") == [.delete, .pageUp, .home])
    // Modified arrows (Ctrl-↑ is ESC [ 1 ; 5 A) still read as the arrow.
    #expect(self.decode("\u{1B}[1;5A") == [.up])
  }

  @Test func escapeAloneAndFollowedByAKey() {
    #expect(self.decode("\u{1B}") == [.escape])
    #expect(self.decode("\u{1B}j") == [.escape, .character("j")])
    #expect(self.decode("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    #expect(self.decode("\u{1B}[99xj") == [.character("j")])
  }

  @Test func anOverlongSequenceIsDroppedWholeWithoutBeingKept() {
    // Found by reading, checked by fuzzing: a sequence that never ends ("ESC [" and endless
    // parameters) was kept pending and rescanned on every read, growing without bound.
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    let parameters = [UInt8](repeating: UInt8(ascii: "1"), count: 4096)
    for _ in 0..<100 {
      #expect(decoder.decode(parameters) == [])
      #expect(decoder.pendingCount <= KeyDecoder.maximumPendingCount)
    }
    // Its final byte ends it; what follows is read as usual.
    #expect(decoder.decode(Array("Aj\u{1B}[B".utf8)) == [.character("j"), .down])

    let overlong =
      "\u{1B}[" + String(repeating: "1;", count: KeyDecoder.maximumSequenceLength) + "A"
    #expect(self.decode(overlong + "k") == [.character("k")])
    // A byte that cannot be part of a sequence ends it too, and counts.
    #expect(self.decode(overlong.dropLast() + "\r") == [.enter])
    // The longest sequence that is still a key.
    let longest =
      "\u{1B}[" + String(repeating: "1", count: KeyDecoder.maximumSequenceLength - 2) + "A"
    #expect(self.decode(longest) == [.up])
  }

  @Test func utf8CharactersAcrossChunks() {
    var decoder = KeyDecoder()
    let bytes = Array("한é".utf8)
    var keys = decoder.decode(bytes[0..<2])
    #expect(keys.isEmpty)
    keys += decoder.decode(bytes[2...])
    #expect(keys == [.character("한"), .character("é")])
  }

  @Test func sequenceSplitAcrossReadsIsKeptPending() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.flushLoneEscape() == [])
    #expect(decoder.decode([UInt8(ascii: "A")]) == [.up])
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flushLoneEscape() == [.escape])
  }
}
