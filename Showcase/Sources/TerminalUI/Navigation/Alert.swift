/// A modal alert over the screen: a title, a message, and buttons, one of them chosen with
/// ←→ or Tab and pressed with Enter; Esc dismisses it. Shown through ``Navigator/present(_:)``,
/// usually when a view model sends an event such as "This item is not for sale".
@MainActor
public struct Alert {
  /// A button and what pressing it does (after the alert is dismissed).
  public struct Button {
    /// The button's label, such as "Ok".
    public var label: String
    /// What pressing it does.
    public var action: @MainActor () -> Void

    /// A button labelled `label` that runs `action`.
    public init(_ label: String, action: @escaping @MainActor () -> Void = {}) {
      self.label = label
      self.action = action
    }
  }

  /// The title, such as "Not for sale".
  public var title: String
  /// The message.
  public var message: String
  /// The buttons, left to right; the first is chosen when the alert appears.
  public var buttons: [Button]

  /// An alert with `title`, `message` and `buttons` (a single "Ok" unless given).
  public init(title: String, message: String, buttons: [Button] = [Button("Ok")]) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [Button("Ok")] : buttons
  }
}
