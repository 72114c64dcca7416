/// An ``APIService`` that tells its screens where its answers come from: the credit a live API
/// asks for ("from TheCocktailDB"), or that the bundled data is a sample ("sample, no photos"), so
/// that a screen on the bundled data never passes it off as the real thing.
///
/// A conforming service declares its two notes and how it is made from a connection and a note;
/// ``APIService/init(api:)`` and ``APIService/bundled(through:)`` come with it, each saying its
/// note.
///
/// ```swift
/// struct DrinksService: SourceNotingAPIService {
///   static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!
///   static let liveSourceNote: String? = "from TheCocktailDB"
///   static let bundledSourceNote = "sample, no photos"
///   static func bundledClient() -> any HTTPClient { DrinksBundle.client() }
///
///   let api: APIConnection
///   let sourceNote: String?
///   init(api: APIConnection, sourceNote: String?) { … }
/// }
/// ```
public protocol SourceNotingAPIService: APIService {
  /// What a screen says of this service's answers: where they come from; `nil` for nothing.
  var sourceNote: String? { get }
  /// What a screen says of the live API's answers: the credit it asks for; by default, nothing.
  static var liveSourceNote: String? { get }
  /// What a screen says of the bundled data's answers: that they are a sample, and what they lack.
  static var bundledSourceNote: String { get }
  /// A service sending its requests through `api`, saying `sourceNote` of its answers.
  init(api: APIConnection, sourceNote: String?)
}

extension SourceNotingAPIService {
  /// Nothing: the live API asks for no credit.
  public static var liveSourceNote: String? { nil }

  /// A service on the live API (or a server speaking it) through `api`, saying
  /// ``liveSourceNote``.
  public init(api: APIConnection) {
    self.init(api: api, sourceNote: Self.liveSourceNote)
  }

  /// The service on the data bundled with the app, saying it is a sample
  /// (``bundledSourceNote``); its client passed through `wrap`.
  public static func bundled(through wrap: (any HTTPClient) -> any HTTPClient = { $0 }) -> Self {
    Self(
      api: APIConnection(client: wrap(bundledClient()), baseURL: defaultBaseURL),
      sourceNote: bundledSourceNote)
  }
}
