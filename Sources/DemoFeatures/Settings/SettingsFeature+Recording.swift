/// The form's fields that binding actions write, by name, so that a recorded session of the
/// Settings form can be written to a file and replayed.
extension SettingsFeature.State: CodableBindableState {
  public static var codableBindings: [CodableBinding<Self>] {
    [
      .field("displayName", \.displayName),
      .field("protectMyPosts", \.protectMyPosts),
      .field("isHapticFeedbackEnabled", \.isHapticFeedbackEnabled),
      .field("digest", \.digest),
      .field("enableNotifications", \.enableNotifications),
      .field("sendEmailNotifications", \.sendEmailNotifications),
      .field("sendMobileNotifications", \.sendMobileNotifications),
    ]
  }
}
