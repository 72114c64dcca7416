public import MVVMKit

/// Where a page asks to show another page or an alert: the session of one browser tab.
@MainActor
public protocol WebNavigator: AnyObject {
  /// Shows `page` over the current one.
  func push(_ page: any WebPage)
  /// Shows `page` instead of the current one: back from it goes where back from the current
  /// one went.
  func replace(with page: any WebPage)
  /// Goes back to the page under the current one.
  func pop()
  /// Goes back as the user's Back does: the page's flow goes back if it can (see
  /// ``WebPage/goBack()``), else the page under it shows.
  func goBack()
  /// Shows `alert` over the page, which owns the keys until it is dismissed with its button.
  func alert(_ alert: FlowAlert)
}

extension WebNavigator {
  /// Shows an alert of `title` and `message` over the page, dismissed by "OK".
  public func alert(title: String, message: String) {
    alert(FlowAlert(title: title, message: message, button: "OK"))
  }
}
