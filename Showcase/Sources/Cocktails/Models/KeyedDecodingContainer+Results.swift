extension KeyedDecodingContainer {
  /// The list of results under `key`; `nil` for the ways these APIs say "nothing found": `null`,
  /// or a sentence where the list goes (TheCocktailDB answers some queries with
  /// `{"drinks": "no data found"}`).
  ///
  /// - Throws: `DecodingError` when the key is left out (`{}` is no answer of these APIs: a
  ///   server of another kind, whose answer must not read as "nothing found"), for anything else
  ///   that is not a list, and for items that do not decode.
  func decodeResults<Results: Decodable>(_ type: Results.Type, forKey key: Key) throws
    -> Results?
  {
    guard contains(key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no results list"))
    }
    guard try !decodeNil(forKey: key) else { return nil }
    do {
      return try decode(type, forKey: key)
    } catch DecodingError.typeMismatch where isText(key) {
      return nil  // a sentence in place of the list: no results
    }
  }

  private func isText(_ key: Key) -> Bool {
    do {
      _ = try decode(String.self, forKey: key)
      return true
    } catch {
      return false  // not text: the type mismatch stands
    }
  }
}
