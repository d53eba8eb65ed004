import FuzzDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// libFuzzer is linked without its own `main` (see Package.swift): this one hands it the command
// line (its options, corpus folders, or inputs to replay) and the function that checks an input.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzzKeyDecoder($0, $1) })
