@testable import ComposableTerminal

// A libFuzzer target for the terminal's key decoder (see Scripts/fuzz).
//
// The first byte says how many of the following bytes are read lengths (1 to 8); the rest of
// the input is the bytes a terminal sends, cut into reads of those lengths in turn, as a
// terminal's reads could cut it. Besides not crashing or stalling, the decoder must produce the
// same keys however the bytes are cut into reads, and keep only a few bytes pending between
// reads whatever they are.

/// Checks one input; libFuzzer calls this (through main.swift) with each input it makes.
func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  guard let header = input.first else { return 0 }
  let lengthCount = min(Int(header % 8) + 1, input.count - 1)
  let lengths = input[1..<(1 + lengthCount)].map { Int($0 % 64) + 1 }  // 1 to 64 bytes a read
  let bytes = Array(input[(1 + lengthCount)...])

  var whole = KeyDecoder()
  let expected = whole.decode(bytes) + whole.flush()

  // Cut into reads, as a pipe delivers them; and as a terminal does, where a lone ESC at the
  // end of a read is the Esc key (no invariant on the keys there, only on what is kept).
  var piped = KeyDecoder()
  var interactive = KeyDecoder()
  var keys: [Key] = []
  var start = 0
  var turn = 0
  while start < bytes.count {
    let end = lengths.isEmpty ? bytes.count : min(start + lengths[turn % lengths.count], bytes.count)
    keys += piped.decode(bytes[start..<end])
    _ = interactive.decode(bytes[start..<end]) + interactive.flushLoneEscape()
    checkPending(piped)
    checkPending(interactive)
    start = end
    turn += 1
  }
  keys += piped.flush()
  precondition(keys == expected, "reads cut differently gave \(keys), expected \(expected)")
  return 0
}

/// Between reads the decoder keeps only an incomplete key, which is short whatever the input.
private func checkPending(_ decoder: KeyDecoder) {
  precondition(
    decoder.pendingCount <= KeyDecoder.maximumPendingCount,
    "\(decoder.pendingCount) bytes pending after a read")
}
