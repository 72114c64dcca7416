/// An alert a flow asks its views to show over the screen, once: a title, a message and the label
/// of the button that dismisses it ("This item is not for sale", "Ok"). A flow sends it on an
/// ``EventQueue``; each view shows it its own way (a terminal's modal box, a browser's dialog).
public struct FlowAlert: Hashable, Sendable {
  /// The title, such as "Not for sale".
  public var title: String
  /// The message.
  public var message: String
  /// The label of the button that dismisses it, such as "Ok".
  public var button: String

  /// An alert saying `message` under `title`, dismissed by `button`.
  public init(title: String, message: String, button: String = "Ok") {
    self.title = title
    self.message = message
    self.button = button
  }
}
