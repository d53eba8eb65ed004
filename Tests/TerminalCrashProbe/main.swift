import ComposableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Enters raw mode on the terminal it was started in (the tests give it a pseudo-terminal), then
// ends the way its argument names, so a test can see the terminal restored afterwards:
//
//   terminal-crash-probe overflow | fatal-error | abort | bad-access | stack-overflow | exit
//   terminal-crash-probe signal N          (raises signal N)
//
// It is a test fixture, not part of the library: nothing else should crash on purpose.

/// Recursion the optimizer cannot turn into a loop: every frame keeps a buffer alive.
@inline(never)
func recurse(_ depth: Int) -> Int {
  if depth < 0 { return 0 }
  var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
  return withUnsafeMutableBytes(of: &frame) { bytes in
    recurse(depth + 1) + Int(bytes[0])
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// Started from a test's worker thread, the probe inherits its blocked signals; a program
// started from a shell has none blocked.
var nothingBlocked = sigset_t()
sigemptyset(&nothingBlocked)
sigprocmask(SIG_SETMASK, &nothingBlocked, nil)
await TerminalApp.withRawMode {
  // Proof for the test that raw mode was on when the process ended.
  print(TerminalApp.isInRawMode ? "raw mode on" : "raw mode off")
  switch arguments.first {
  case "overflow":
    // The crash of issue 17: "Push N+1" of the largest Int.
    let number = Int("9223372036854775807")!
    print(number + 1)
  case "fatal-error":
    fatalError("crashing on purpose")
  case "abort":
    abort()
  case "bad-access":
    UnsafeMutablePointer<Int>(bitPattern: 0x10)!.pointee = 1
  case "stack-overflow":
    print(recurse(0))
  case "exit":
    exit(3)
  case "signal":
    _ = raise(Int32(arguments.dropFirst().first ?? "") ?? SIGTERM)
  default:
    print("unknown way to end: \(arguments)")
  }
}
