import DemoFeatures
import Foundation

let commandLine: DemoCommandLine
do {
  commandLine = try DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("demo: \(error)\n\n\(DemoCommandLine.usage)\n".utf8))
  exit(2)
}
if commandLine.showsHelp {
  print(DemoCommandLine.usage)
  exit(0)
}

if let file = commandLine.replayFile {
  let status = await DemoRecording.replay(
    URL(fileURLWithPath: file), speed: commandLine.replaySpeed
  ) { print($0) }
  exit(status)
}

let store = Store(initialState: AppFeature.State()) { AppFeature() }
// The session is always recorded (the last 1,000 actions) for the changes panel's time travel;
// --record also writes it to a file.
let recorder: TimeTravel.Recorder
if let file = commandLine.recordFile {
  do {
    recorder = try DemoRecording.record(store, to: URL(fileURLWithPath: file))
  } catch {
    FileHandle.standardError.write(Data("demo: cannot record to \(file): \(error)\n".utf8))
    exit(2)
  }
} else {
  recorder = TimeTravel.Recorder()
  store._record(into: recorder)
}
let timeTravel = TimeTravel(recorder: recorder)
if let deepLink = commandLine.deepLink {
  store.send(.deepLinkOpened(deepLink))
}
await TerminalApp.run {
  AppView(store: store, timeTravel: timeTravel)
}
