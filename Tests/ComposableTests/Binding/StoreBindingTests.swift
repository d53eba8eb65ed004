import Composable
import Testing

@MainActor
@Suite("StoreBinding")
struct StoreBindingTests {
  @Test func getterAndNonmutatingSetter() {
    var storage = 1
    let binding = StoreBinding(get: { storage }, set: { storage = $0 })
    #expect(binding.wrappedValue == 1)
    binding.wrappedValue = 2
    #expect(storage == 2)
    #expect(binding.projectedValue.wrappedValue == 2)
  }

  @Test func constantIgnoresWrites() {
    let binding = StoreBinding.constant("Blob")
    binding.wrappedValue = "Blobby"
    #expect(binding.wrappedValue == "Blob")
  }

  @Test func transformDerivesATwoWayBinding() {
    var count = 3
    let binding = StoreBinding(get: { count }, set: { count = $0 })
    let text = binding.transform(get: { String($0) }, set: { Int($0) ?? 0 })
    #expect(text.wrappedValue == "3")
    text.wrappedValue = "42"
    #expect(count == 42)
    text.wrappedValue = "nope"
    #expect(count == 0)
  }

  @Test func dynamicMemberLookupReachesSubFields() {
    struct Profile {
      var name = "Blob"
      var age = 1
    }
    var writes: [Profile] = []
    var profile = Profile()
    let binding = StoreBinding(
      get: { profile },
      set: {
        writes.append($0)
        profile = $0
      }
    )
    let name = binding.name
    #expect(name.wrappedValue == "Blob")
    name.wrappedValue = "Blobby"
    #expect(profile.name == "Blobby")
    #expect(profile.age == 1)
    #expect(writes.count == 1)
  }

  @Test func propertyWrapperSpelling() {
    struct NameField {
      @StoreBinding var name: String
    }
    var storage = ""
    let field = NameField(name: StoreBinding(get: { storage }, set: { storage = $0 }))
    field.$name.wrappedValue = "Blob"
    #expect(field.name == "Blob")
  }
}
