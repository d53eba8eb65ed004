/// How long a test waits for an event before giving up on it: a regression that never delivers
/// the event then fails its test instead of hanging the whole run.
///
/// It is not a measure of speed, and no event that does come may ever approach it. Every test
/// runs in parallel with the rest of the suite, so a single wait can last as long as the suite
/// takes, and on a loaded two-core machine under ThreadSanitizer that is minutes (a wait once
/// bounded at 10 seconds took 81). Waits for events use this bound; a test that needs a shorter
/// one is asserting on speed, which only the benchmarks do.
public let hangGuard: Duration = .seconds(600)
