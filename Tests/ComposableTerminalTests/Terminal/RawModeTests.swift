#if canImport(Glibc)
  import Glibc
  import Testing

  @testable import ComposableTerminal

  /// Raw mode on a pseudo-terminal made for the test, so the real terminal is never touched.
  @MainActor
  @Suite(.serialized) struct RawModeTests {
    final class PseudoTerminal {
      let controller: Int32
      let device: Int32

      init() throws {
        // posix_openpt and friends are not visible through Glibc; these are the ioctls behind
        // them (TIOCSPTLCK, TIOCGPTN), the same on every Linux architecture we build for.
        self.controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(self.controller >= 0)
        var unlock: Int32 = 0
        try #require(ioctl(self.controller, 0x4004_5431, &unlock) == 0)
        var number: UInt32 = 0
        try #require(ioctl(self.controller, 0x8004_5430, &number) == 0)
        self.device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(self.device >= 0)
      }

      deinit {
        close(self.device)
        close(self.controller)
      }

      var localFlags: tcflag_t {
        var attributes = termios()
        _ = tcgetattr(self.device, &attributes)
        return attributes.c_lflag
      }
    }

    struct Boom: Error {}

    @Test func rawModeIsOnInsideAndRestoredAfterAThrownError() async throws {
      let terminal = try PseudoTerminal()
      let before = terminal.localFlags
      #expect(before & tcflag_t(ICANON) != 0)
      #expect(before & tcflag_t(ECHO) != 0)

      await #expect(throws: Boom.self) {
        try await TerminalApp.withRawMode(input: terminal.device, output: terminal.device) {
          #expect(TerminalApp.isInRawMode)
          #expect(terminal.localFlags & tcflag_t(ICANON | ECHO | ISIG) == 0)
          throw Boom()
        }
      }
      #expect(!TerminalApp.isInRawMode)
      #expect(terminal.localFlags == before)
    }

    @Test func restoringIsIdempotentAndAfterANormalReturn() async throws {
      let terminal = try PseudoTerminal()
      let before = terminal.localFlags
      let value = await TerminalApp.withRawMode(input: terminal.device, output: terminal.device) {
        RawMode.restore()
        RawMode.restore()
        return 42
      }
      #expect(value == 42)
      #expect(terminal.localFlags == before)
    }

    @Test func withoutATerminalNothingChanges() async {
      var descriptors: [Int32] = [0, 0]
      #expect(pipe(&descriptors) == 0)
      defer { for descriptor in descriptors { close(descriptor) } }
      #expect(!RawMode.enable(input: descriptors[0], output: descriptors[1]))
      #expect(!TerminalApp.isInRawMode)
    }
  }
#endif
