import Foundation

// Prints, for each scenario, the median time per operation over seven repetitions (after a
// warm-up), next to a floor where one makes sense: the same reducer run directly on an inout
// state, or, for creating presented scopes, evaluating their key-path literals alone. Run in
// release mode: `swift run -c release composable-benchmarks`. Arguments name the groups to run
// (`root`, `deep`, `rows`, `teststore`, `recording`, `presents`, `stack`, `routes`, `alert`);
// `profile <scenario> <count>` runs one loop untimed, for callgrind; `soak [actions]` runs the
// soak scenario (live stores, cancellations and memory before and after a million mixed
// actions).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "profile", arguments.count == 3, let count = Int(arguments[2]) {
  await profile(arguments[1], count: count)
  exit(0)
}
if arguments.first == "soak" {
  let actions = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
  exit(await soak(actions: actions) ? 0 : 1)
}
let rows = await runScenarios(only: arguments)
printTable(rows)
exit(rows.allSatisfy(\.met) ? 0 : 1)
