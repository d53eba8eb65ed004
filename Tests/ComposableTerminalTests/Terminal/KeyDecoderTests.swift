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
