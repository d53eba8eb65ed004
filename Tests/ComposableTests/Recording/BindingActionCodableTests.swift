import Composable
import Foundation
import Testing

/// A binding action is written as the field's name and value, for the fields that state lists in
/// `codableBindings`, and read back as the same action.
@Suite struct BindingActionCodableTests {
  @ObservableState
  struct Form: Equatable, CodableBindableState {
    var name = ""
    var count = 0
    var notListed = false

    static var codableBindings: [CodableBinding<Self>] {
      [.field("name", \.name), .field("count", \.count)]
    }
  }

  @Test func roundTripsByFieldNameAndValue() throws {
    let action = BindingAction<Form>.set(\.name, "Blob")
    let data = try JSONEncoder.sorted.encode(action)
    #expect(String(decoding: data, as: UTF8.self) == #"{"field":"name","value":"Blob"}"#)
    let decoded = try JSONDecoder().decode(BindingAction<Form>.self, from: data)
    #expect(decoded == action)
  }

  @Test func aFieldNotListedDoesNotEncode() {
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(BindingAction<Form>.set(\.notListed, true))
    }
  }

  @Test func anUnknownNameOrAWrongValueDoesNotDecode() {
    #expect {
      try JSONDecoder().decode(
        BindingAction<Form>.self, from: Data(#"{"field":"age","value":3}"#.utf8))
    } throws: { "\($0)".contains(#"no codable binding named "age""#) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        BindingAction<Form>.self, from: Data(#"{"field":"count","value":"three"}"#.utf8))
    }
  }

  struct Legacy: Equatable, CodableBindableState {
    @BindingState var title = ""
    static var codableBindings: [CodableBinding<Self>] { [.field("title", \.$title)] }
  }

  @Test func bindingStateFields() throws {
    let action = BindingAction<Legacy>.set(\.$title, "T")
    let data = try JSONEncoder.sorted.encode(action)
    #expect(try JSONDecoder().decode(BindingAction<Legacy>.self, from: data) == action)
  }
}
