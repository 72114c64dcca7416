/// What `showcase web` gives every app it serves, as values: the live APIs' URLs, Nearby's key,
/// radius and location (the Cocktails' bars are Nearby's places too), the network faults and
/// where answers are kept, and where the apps keep the user's data.
/// Each app takes what it uses (``ShowcaseApp/take(_:)``).
struct SharedAppOptions {
  /// The URL given for each live API, by its name (``LiveAPI/name``).
  var urls: [String: String]
  /// The Google Places API key, and where Nearby's places and the Cocktails' bars are searched.
  var places: PlacesOptions
  /// How far around Nearby searches, in metres.
  var radius: SearchRadiusOption
  /// The network faults, whether the apps run on their live services, and where their answers
  /// are kept.
  var network: NetworkOptions
  /// Where the favourites, the session log and the pinned currencies are kept.
  var dataDirectory: FolderOption<DataFolder>
}
