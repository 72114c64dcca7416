public import Foundation

/// One thing a screen can do now, declared by its view model for every view to offer: its name,
/// whether it can be done now, whether it is on where it toggles, and the input it performs.
///
/// A view model lists its actions as an output (see ``ActingViewModel``); a terminal draws them as
/// keys in its status bar and help, a web page as buttons and keys, a SwiftUI view as a toolbar.
/// Which key does what is the app's to say, once, in its ``ActionKeys``: the view model names no
/// key.
///
/// ```swift
/// var actions: [ScreenAction] {
///   [
///     ScreenAction("pin", isEnabled: selectedCode != nil, isOn: isSelectedPinned) { [weak self] in
///       self?.pinToggled()
///     }
///   ]
/// }
/// ```
@MainActor
public struct ScreenAction: Identifiable {
  /// What the action does, in a word or two, as the keys' help says it: "pin", "make base".
  public var title: String
  /// The action's name in the app's ``ActionKeys``: the same on every screen that offers it.
  public var id: ActionID
  /// Whether it can be done now: a view shows a disabled action, and its key does nothing.
  public var isEnabled: Bool
  /// Whether it is on, for an action that toggles (a pin, a favourite, a filter); `nil` for one
  /// that does not.
  public var isOn: Bool?
  /// Whether it loses something the user may want (a view asks, or marks it).
  public var isDestructive: Bool
  /// Whether a view shows it among the few it always shows (a status bar, a toolbar), or only
  /// where every action is listed (the help, a menu).
  public var isProminent: Bool
  /// The input it performs on the view model.
  public var perform: @MainActor () -> Void
  /// Where it leads outside the app, for an action that opens a link (a map, a call, a website):
  /// a view opens it as it opens every link (a browser tab, the system's handler), and nothing is
  /// performed on the view model; `nil` for every other action.
  public var link: Link?

  /// An address an action opens outside the app, and what it is in the words a view's messages
  /// use ("Opening the place in your browser…").
  public struct Link: Hashable, Sendable {
    /// The address.
    public var url: URL
    /// What it leads to, as a sentence names it: "the place", "the photo's page".
    public var subject: String

    /// A link to `url`, which is `subject`.
    public init(_ url: URL, subject: String) {
      (self.url, self.subject) = (url, subject)
    }
  }

  /// An action named `id`, titled `title` (by default the name itself).
  ///
  /// - Parameters:
  ///   - id: Its name in the app's ``ActionKeys``.
  ///   - title: What it does, in a word or two; by default its name.
  ///   - isEnabled: Whether it can be done now.
  ///   - isOn: Whether it is on, for an action that toggles.
  ///   - isDestructive: Whether it loses something the user may want.
  ///   - isProminent: Whether a view shows it among the few it always shows.
  ///   - perform: The input it performs.
  public init(
    _ id: ActionID, title: String? = nil, isEnabled: Bool = true, isOn: Bool? = nil,
    isDestructive: Bool = false, isProminent: Bool = true,
    perform: @escaping @MainActor () -> Void
  ) {
    self.id = id
    self.title = title ?? id.rawValue
    self.isEnabled = isEnabled
    self.isOn = isOn
    self.isDestructive = isDestructive
    self.isProminent = isProminent
    self.perform = perform
  }

  /// An action named `id` that opens `link` outside the app: a view draws it as a link (the
  /// browser's own), or opens it as it opens links, with the key the app's ``ActionKeys`` give
  /// it.
  ///
  /// ```swift
  /// ScreenAction("directions", opening: .init(place.directionsURL, subject: "the directions"))
  /// ```
  ///
  /// - Parameters:
  ///   - id: Its name in the app's ``ActionKeys``.
  ///   - title: What it does, in a word or two; by default its name.
  ///   - link: Where it leads.
  ///   - isProminent: Whether a view shows it among the few it always shows.
  public init(_ id: ActionID, title: String? = nil, opening link: Link, isProminent: Bool = true) {
    self.init(id, title: title, isProminent: isProminent) {}
    self.link = link
  }
}
