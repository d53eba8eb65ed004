import Composable
import Testing

struct TextStateTests {
  @Test func verbatimAndPlainStringsAreTheSameText() {
    let name: Substring = "Blob"
    #expect(TextState("Blob") == TextState(verbatim: "Blob"))
    #expect(TextState(name) == TextState("Blob"))
    #expect(TextState("Blob") != TextState("Blob Jr."))
    #expect(String(state: TextState("Blob")) == "Blob")
  }

  @Test func concatenationKeepsItsParts() {
    let greeting = TextState("Hello, ") + TextState("Blob").bold() + TextState("!")
    #expect(String(state: greeting) == "Hello, Blob!")
    #expect(greeting == TextState("Hello, ") + TextState("Blob").bold() + TextState("!"))
    // Built differently, so not equal, as in SwiftUI Navigation.
    #expect(greeting != TextState("Hello, Blob!"))
    #expect(greeting != TextState("Hello, ") + TextState("Blob") + TextState("!"))
  }

  @Test func modifiersAreValues() {
    #expect(TextState("a").bold() == TextState("a").bold(isActive: true))
    #expect(TextState("a").bold() != TextState("a"))
    #expect(TextState("a").bold().italic() != TextState("a").italic().bold())
    #expect(TextState("a").kerning(2) != TextState("a").kerning(3))
    #expect(TextState("a").underline() == TextState("a").underline(true))
    #expect(TextState("a").underline(pattern: .dash) != TextState("a").underline())
    let styled: Set = [TextState("a").bold(), TextState("a").bold(), TextState("a").italic()]
    #expect(styled.count == 2)
  }

  @Test func accessibilityLabelIsTheLastOneSet() {
    let text = TextState("3").accessibilityLabel("three").bold().accessibilityLabel("Three")
    #expect(text.accessibilityLabel == TextState("Three"))
    #expect(TextState("3").accessibilityLabel == nil)
  }

  @Test func dumpsAsMarkedUpString() {
    var dump = ""
    customDump(TextState("Hello, world!"), to: &dump)
    #expect(dump == #""Hello, world!""#)

    dump = ""
    customDump(
      TextState("Hello, ") + TextState("world").bold().italic() + TextState("!"), to: &dump
    )
    #expect(dump == #""Hello, _**world**_!""#)

    let lines = [
      TextState("Offset by 10.5").baselineOffset(10.5),
      TextState("Italic").italic(),
      TextState("Not italic").italic().italic(isActive: false),
      TextState("Kerning of 2.5").kerning(2.5),
      TextState("Stricken").strikethrough(),
      TextState("Not stricken").strikethrough(false),
      TextState("Tracking of 5.5").tracking(5.5),
      TextState("Underlined").underline(),
      TextState("Wide").fontWidth(.expanded),
      TextState("Digits").monospacedDigit(),
      TextState("Heading").accessibilityHeading(.h2),
      TextState("Spelled").speechSpellsOutCharacters(),
    ]
    dump = ""
    customDump(lines.dropFirst().reduce(lines[0]) { $0 + TextState("\n") + $1 }, to: &dump)
    #expect(
      dump == #"""
        """
        <baseline-offset=10.5>Offset by 10.5</baseline-offset>
        _Italic_
        _Not italic_
        <kerning=2.5>Kerning of 2.5</kerning>
        ~~Stricken~~
        Not stricken
        <tracking=5.5>Tracking of 5.5</tracking>
        <u>Underlined</u>
        <font-width=expanded>Wide</font-width>
        Digits
        <accessibility-heading-level=h2>Heading</accessibility-heading-level>
        <speech-spells-out-characters>Spelled</speech-spells-out-characters>
        """
        """#
    )
  }
}
