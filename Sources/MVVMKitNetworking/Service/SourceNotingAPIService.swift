/// An ``APIService`` that tells its screens where its answers come from: the credit a live API
/// asks for ("from TheCocktailDB"), or that the bundled data is a sample ("sample, no photos"), so
/// that a screen on the bundled data never passes it off as the real thing.
///
/// A conforming service declares its two notes and keeps its connection; ``sourceNote`` says the
/// one that fits the connection (``APIConnection/isBundled``).
///
/// ```swift
/// struct DrinksService: SourceNotingAPIService {
///   static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!
///   static let liveSourceNote: String? = "from TheCocktailDB"
///   static let bundledSourceNote = "sample, no photos"
///   static func bundledClient() -> any HTTPClient { DrinksBundle.client() }
///
///   let api: APIConnection
/// }
/// ```
public protocol SourceNotingAPIService: APIService {
  /// Where its requests go.
  var api: APIConnection { get }
  /// What a screen says of the live API's answers: the credit it asks for; by default, nothing.
  static var liveSourceNote: String? { get }
  /// What a screen says of the bundled data's answers: that they are a sample, and what they lack.
  static var bundledSourceNote: String { get }
}

extension SourceNotingAPIService {
  /// Nothing: the live API asks for no credit.
  public static var liveSourceNote: String? { nil }

  /// What a screen says of this service's answers: the note ``sourceNote(for:)`` gives for its
  /// connection.
  ///
  /// A service whose other protocol has a `sourceNote` of its own says which it means:
  /// `var sourceNote: String? { Self.sourceNote(for: api) }`.
  public var sourceNote: String? { Self.sourceNote(for: api) }

  /// What a screen says of the answers `api` brings: ``bundledSourceNote`` on the bundled data,
  /// ``liveSourceNote`` on the live API or a server speaking it.
  public static func sourceNote(for api: APIConnection) -> String? {
    api.isBundled ? bundledSourceNote : liveSourceNote
  }
}
