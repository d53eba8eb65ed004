import Foundation
import Testing

@testable import Composable

/// A child modified in place through its parent takes a new revision at every level of a feature
/// tree on every action: revisions come from a block of numbers the running thread reserved from
/// the shared counter at once, not from the shared counter one by one (an atomic operation each).
@Suite struct RevisionReserveTests {
  /// Between two revisions a thread takes, another thread takes new locations from the shared
  /// counter: the two revisions are still consecutive, as they could not be if each came from
  /// the shared counter. Tried twice, since one of a thread's revisions may be the last of its
  /// block (blocks are thousands of numbers long, so not both tries' can).
  @Test func aThreadsRevisionsComeFromItsOwnBlock() {
    let tries = (0..<2).map { _ in
      let first = _nextRevision()
      onAnotherThread {
        for _ in 0..<10 { _ = ObservableStateID() }
      }
      let second = _nextRevision()
      return second - first
    }
    #expect(tries.contains(1))
  }

  /// Revisions that threads take at the same time are all distinct, and distinct from locations.
  @Test func revisionsAreUniqueAcrossThreads() {
    let taken = LockIsolated<[Int]>([])
    let group = DispatchGroup()
    for _ in 0..<4 {
      group.enter()
      Thread {
        var numbers: [Int] = []
        for _ in 0..<5_000 {
          numbers.append(_nextRevision())
          numbers.append(ObservableStateID().location)
        }
        let drawn = numbers
        taken.withValue { $0 += drawn }
        group.leave()
      }.start()
    }
    group.wait()
    #expect(taken.value.count == 40_000)
    #expect(Set(taken.value).count == 40_000)
  }
}
