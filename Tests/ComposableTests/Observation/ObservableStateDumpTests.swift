import Composable
import Testing

@Suite struct ObservableStateDumpTests {
  @ObservableState
  struct Profile: Equatable {
    var name = "Blob"
    var count = 0
    let id = 7
  }

  @Test func dumpsShowPropertiesUnderTheirOwnNames() {
    var dump = ""
    customDump(Profile(), to: &dump)
    #expect(
      dump == """
        ObservableStateDumpTests.Profile(
          name: "Blob",
          count: 0,
          id: 7
        )
        """
    )
  }

  @Test func diffsNameTheChangedField() {
    var changed = Profile()
    changed.count = 1
    let difference = diff(Profile(), changed)
    #expect(difference?.contains("-   count: 0") == true)
    #expect(difference?.contains("+   count: 1") == true)
    #expect(difference?.contains("_count") == false)
    #expect(difference?.contains("registrar") == false)
  }
}
