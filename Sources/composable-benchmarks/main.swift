import Foundation

// Prints, for each scenario, the median time per operation over seven repetitions (after a
// warm-up), next to a floor where one makes sense: the same reducer run directly on an inout
// state. Run in release mode: `swift run -c release composable-benchmarks`. Arguments name the
// groups to run (`root`, `deep`, `rows`, `teststore`, `recording`); `profile <scenario> <count>` runs one loop
// untimed, for callgrind.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "profile", arguments.count == 3, let count = Int(arguments[2]) {
  await profile(arguments[1], count: count)
  exit(0)
}
let rows = await runScenarios(only: arguments)
printTable(rows)
exit(rows.allSatisfy(\.met) ? 0 : 1)
