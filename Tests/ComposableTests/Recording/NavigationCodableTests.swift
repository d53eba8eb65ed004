import Composable
import Foundation
import Testing

/// The library's action and state types encode when their parts do, in a readable format, and
/// decode back to equal values.
@Suite struct NavigationCodableTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> String {
    let data = try JSONEncoder.sorted.encode(value)
    #expect(try JSONDecoder().decode(T.self, from: data) == value)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func presentationAction() throws {
    #expect(try roundTrip(PresentationAction<Int>.presented(3)) == #"{"presented":3}"#)
    #expect(try roundTrip(PresentationAction<Int>.dismiss) == #"{"dismiss":true}"#)
  }

  @Test func presentationState() throws {
    #expect(try roundTrip(PresentationState(wrappedValue: 7)) == "7")
    #expect(try roundTrip(PresentationState<Int>(wrappedValue: nil)) == "null")
  }

  @Test func stackAction() throws {
    typealias A = StackAction<String, Int>
    #expect(try roundTrip(A.element(id: 1, action: 5)) == #"{"element":{"action":5,"id":1}}"#)
    #expect(try roundTrip(A.popFrom(id: 2)) == #"{"popFrom":{"id":2}}"#)
    #expect(try roundTrip(A.push(id: 3, state: "s")) == #"{"push":{"id":3,"state":"s"}}"#)
  }

  @Test func stackStateKeepsItsIds() throws {
    var stack = StackState<String>()
    stack[id: 4] = "a"
    stack[id: 9] = "b"
    #expect(try roundTrip(stack) == #"[{"element":"a","id":4},{"element":"b","id":9}]"#)
    let decoded = try JSONDecoder().decode(
      StackState<String>.self, from: Data(#"[{"element":"a","id":4},{"element":"b","id":9}]"#.utf8))
    #expect(Array(decoded.ids) == [4, 9])
  }

  @Test func stackStateWithARepeatedIdDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        StackState<String>.self,
        from: Data(#"[{"element":"a","id":4},{"element":"b","id":4}]"#.utf8))
    }
  }

  @Test func identifiedAction() throws {
    #expect(
      try roundTrip(IdentifiedAction<String, Int>.element(id: "x", action: 1))
        == #"{"element":{"action":1,"id":"x"}}"#)
  }

  @Test func anUnknownCaseIsADecodingErrorNamingTheCases() {
    #expect {
      try JSONDecoder().decode(PresentationAction<Int>.self, from: Data(#"{"shown":1}"#.utf8))
    } throws: { error in
      "\(error)".contains(#"Expected one of "presented", "dismiss""#)
    }
  }

  @Test func actionSource() throws {
    #expect(try roundTrip(ActionSource.user) == #""user""#)
    #expect(try roundTrip(ActionSource.send(parent: 2)) == #"{"send":2}"#)
    #expect(try roundTrip(ActionSource.effect(parent: nil)) == #"{"effect":null}"#)
  }
}

extension JSONEncoder {
  /// An encoder with sorted keys, for comparing output.
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
