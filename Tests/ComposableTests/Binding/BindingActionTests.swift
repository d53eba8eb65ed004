import Composable
import Testing

@Suite("BindingAction")
struct BindingActionTests {
  typealias Seed = SeedSpelling.Settings
  typealias Today = TodaySpelling.Settings

  @Test func equalWhenKeyPathAndValueAreEqual() {
    #expect(BindingAction<Today.State>.set(\.displayName, "Blob") == .set(\.displayName, "Blob"))
    #expect(BindingAction<Today.State>.set(\.displayName, "Blob") != .set(\.displayName, "Blo"))
    #expect(BindingAction<Seed.State>.set(\.$displayName, "Blob") == .set(\.$displayName, "Blob"))
    #expect(
      BindingAction<Seed.State>.set(\.$protectMyPosts, true) != .set(\.$enableNotifications, true)
    )
  }

  @Test func setOnBindableActionEmbedsTheBindingAction() {
    #expect(Seed.Action.set(\.$displayName, "Blob") == .binding(.set(\.$displayName, "Blob")))
    #expect(Today.Action.set(\.digest, .weekly) == .binding(.set(\.digest, .weekly)))
  }

  @Test func patternMatchingByField() {
    func field(_ action: Today.Action) -> String {
      switch action {
      case .binding(\.displayName): "displayName"
      case .binding(\.enableNotifications): "enableNotifications"
      case .binding: "other"
      case .authorizationResponse: "response"
      }
    }
    #expect(field(.set(\.displayName, "Blob")) == "displayName")
    #expect(field(.set(\.enableNotifications, true)) == "enableNotifications")
    #expect(field(.set(\.protectMyPosts, true)) == "other")

    func seedField(_ action: Seed.Action) -> String {
      switch action {
      case .binding(\.$displayName): "displayName"
      case .binding: "other"
      case .authorizationResponse: "response"
      }
    }
    #expect(seedField(.set(\.$displayName, "Blob")) == "displayName")
    #expect(seedField(.set(\.$digest, .off)) == "other")
  }

  @Test func caseKeyPathsReachAFieldsValue() {
    let displayName: CaseKeyPath<Today.Action, String> = \.binding.displayName
    let action = displayName("Blob")
    #expect(action == .set(\.displayName, "Blob"))
    let extracted: String? = action[case: \.binding.displayName]
    #expect(extracted == "Blob")
    #expect(action[case: \.binding.isHapticFeedbackEnabled] == nil)
    #expect(Today.Action.set(\.protectMyPosts, true)[case: \.binding.displayName] == nil)

    let seedDigest: CaseKeyPath<Seed.Action, Digest> = \.binding.$digest
    #expect(seedDigest(.weekly) == .set(\.$digest, .weekly))
    let digest: Digest? = Seed.Action.set(\.$digest, .off)[case: \.binding.$digest]
    #expect(digest == .off)
    #expect(Seed.Action.set(\.$digest, .off)[case: \.binding.$displayName] == nil)
  }

  @Test func nestedViewActionCaseKeyPath() {
    let path: CaseKeyPath<TodaySpelling.Profile.Action, String> = \.view.binding.displayName
    #expect(path("Blob") == .view(.set(\.displayName, "Blob")))
  }

  @MainActor
  @Test func dumpNamesTheField() {
    // Fields of `@ObservableState` state and `$` projections are computed properties, whose key
    // paths do not describe themselves off Apple platforms: the name is learned the first time
    // `BindingReducer` applies the field.
    let today = Store(initialState: Today.State()) { Today() }
    today.send(.set(\.digest, .weekly))
    #expect(
      String(customDumping: Today.Action.set(\.digest, .off))
        == #"TodaySpelling.Settings.Action.binding("#
        + #".set(\TodaySpelling.Settings.State.digest, Digest.off))"#
    )

    let seed = Store(initialState: Seed.State()) { Seed() }
    seed.send(.set(\.$digest, .weekly))
    #expect(
      String(customDumping: Seed.Action.set(\.$digest, .off))
        == #"SeedSpelling.Settings.Action.binding("#
        + #".set(\SeedSpelling.Settings.State.$digest, Digest.off))"#
    )
    #expect(
      BindingAction<Seed.State>.set(\.$digest, .daily).description
        == ".set(\\SeedSpelling.Settings.State.$digest, Digest.daily)"
    )
  }

  @Test func dumpOfStoredFieldsNeedsNoState() {
    #expect(
      String(customDumping: BindingAction<StoredFields>.set(\.count, 3))
        == ".set(\\BindingActionTests.StoredFields.count, 3)"
    )
  }

  /// Observable state written by hand, with stored fields, whose key paths describe themselves.
  struct StoredFields: ObservableState, Equatable {
    var count = 0
    var _$id: ObservableStateID { ._$inert }
    mutating func _$willModify() {}
  }
}
