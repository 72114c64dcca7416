/// What every card on the search screen shows, whichever model it was made from: the one
/// protocol through which restaurant and drink cards share a view.
public protocol CardViewModel: Identifiable, Hashable, Sendable {
  /// The card's title, such as a drink's name.
  var title: String { get }
  /// Up to three short lines under the title.
  var lines: [String] { get }
}
