import Foundation
import MVVMKitNetworking
import Testing

@testable import Nearby

@Suite struct PlaceDecodingTests {
  /// Two results as Google sends them: an integer and a decimal rating, float noise in the
  /// coordinates, keys the app does not use, a photo credited in Japanese, and one result without
  /// `opening_hours`, `price_level` or `photos`.
  static let json = #"""
    {
      "html_attributions": [],
      "next_page_token": "AW30NDw-token",
      "results": [
        {
          "business_status": "OPERATIONAL",
          "geometry": {"location": {"lat": 35.6585805000000001, "lng": 139.7454329},
                       "viewport": {"northeast": {"lat": 35.66, "lng": 139.75}}},
          "icon": "https://maps.gstatic.com/mapfiles/place_api/icons/v1/png_71/cafe-71.png",
          "name": "東京タワー カフェ",
          "opening_hours": {"open_now": true},
          "photos": [{"height": 3024, "width": 4032, "photo_reference": "AW30",
                      "html_attributions": ["<a href=\"https://maps.google.com/maps/contrib/1\">山田 花子</a>"]}],
          "place_id": "ChIJCewJkL2LGGAR3Qmk0vCTGkg",
          "plus_code": {"compound_code": "MPR3+C5 Minato City, Tokyo, Japan"},
          "price_level": 2,
          "rating": 4,
          "reference": "ChIJCewJkL2LGGAR3Qmk0vCTGkg",
          "scope": "GOOGLE",
          "types": ["cafe", "food", "point_of_interest", "establishment"],
          "user_ratings_total": 1269,
          "vicinity": "4 Chome-2-8 Shibakoen, Minato City"
        },
        {
          "geometry": {"location": {"lat": -33.8670522, "lng": 151.1957362}},
          "name": "Cruise Bar",
          "place_id": "ChIJi6C1MxquEmsR9-c-3O48ykI",
          "rating": 4.6,
          "types": ["bar", "restaurant"],
          "vicinity": "Circular Quay W, The Rocks"
        }
      ],
      "status": "OK"
    }
    """#

  @Test func decodesWhatRealResponsesHold() throws {
    let response = try decodeJSON(PlacesResponse.self, from: Data(Self.json.utf8))
    #expect(response.status == "OK")
    #expect(response.nextPageToken == "AW30NDw-token")
    #expect(
      response.results.elements == [
        Place(
          id: "ChIJCewJkL2LGGAR3Qmk0vCTGkg", name: "東京タワー カフェ",
          vicinity: "4 Chome-2-8 Shibakoen, Minato City", rating: 4, ratingsCount: 1269,
          priceLevel: 2, isOpenNow: true,
          location: Coordinate(latitude: 35.6585805, longitude: 139.7454329),
          types: ["cafe", "food", "point_of_interest", "establishment"],
          businessStatus: "OPERATIONAL",
          photoAttributions: [#"<a href="https://maps.google.com/maps/contrib/1">山田 花子</a>"#],
          photoReference: "AW30"),
        Place(
          id: "ChIJi6C1MxquEmsR9-c-3O48ykI", name: "Cruise Bar",
          vicinity: "Circular Quay W, The Rocks",
          rating: 4.6, location: Coordinate(latitude: -33.8670522, longitude: 151.1957362),
          types: ["bar", "restaurant"]),
      ])
    #expect(
      response.results.elements[1].isOpenNow == nil, "no opening_hours is hours unknown, not closed"
    )
  }

  @Test func anErrorEnvelopeWithoutResultsDecodes() throws {
    let response = try decodeJSON(
      PlacesResponse.self,
      from: Data(
        #"{"error_message": "The provided API key is invalid.", "status": "REQUEST_DENIED"}"#.utf8))
    #expect(response.results.elements == [])
    #expect(response.errorMessage == "The provided API key is invalid.")
  }

  @Test func aResultWithoutItsLocationIsAnError() {
    #expect(
      throws: APIError.decoding(codingPath: "results[0].geometry", reason: "the key is missing")
    ) {
      try decodeJSON(
        PlacesResponse.self,
        from: Data(#"{"status": "OK", "results": [{"place_id": "x", "name": "X"}]}"#.utf8))
    }
  }
}

/// What a server of the Places API, classic or new, sends that no place has.
@Suite struct PlaceOddAnswerTests {
  @Test func aRatingOrCountNoPlaceHasIsLeftOutAndThePlaceKept() throws {
    let classic = try decodeJSON(
      PlacesResponse.self,
      from: Data(
        #"{"status": "OK", "results": [{"place_id": "a", "name": "A", "rating": 7.5, "user_ratings_total": -3, "geometry": {"location": {"lat": 51.5, "lng": -0.12}}}]}"#
          .utf8))
    #expect(classic.results.elements.map(\.rating) == [nil])
    #expect(classic.results.elements.map(\.ratingsCount) == [nil])
    let new = try decodeJSON(
      NewPlacesResponse.self,
      from: Data(
        #"{"places": [{"id": "a", "displayName": {"text": "A"}, "rating": -1, "userRatingCount": -3, "location": {"latitude": 51.5, "longitude": -0.12}}, {"id": "b", "rating": 5, "userRatingCount": 0, "location": {"latitude": 51.5, "longitude": -0.12}}]}"#
          .utf8))
    #expect(new.places.elements.map(\.place.rating) == [nil, 5])
    #expect(new.places.elements.map(\.place.ratingsCount) == [nil, 0])
  }

  @Test func aPlaceWithNoNameIsTitledByItsAddress() {
    let here = Coordinate(latitude: 51.5, longitude: -0.12)
    #expect(Place(id: "a", name: "Café", vicinity: "1 Strand", location: here).title == "Café")
    #expect(Place(id: "a", name: " ", vicinity: "1 Strand", location: here).title == "1 Strand")
    #expect(Place(id: "a", name: "", location: here).title == "Unnamed place")
  }

  @Test func aPageListsEachPlaceOnceAsItFirstCame() {
    let here = Coordinate(latitude: 51.5, longitude: -0.12)
    let page = PlacesPage(places: [
      Place(id: "a", name: "First", location: here), Place(id: "b", name: "B", location: here),
      Place(id: "a", name: "Again", location: here),
    ])
    #expect(page.places.map(\.name) == ["First", "B"])
  }
}

@Suite struct PlacePhotoCreditTests {
  @Test func theCreditIsTheAttributionsAsTextAndOnlyWithAPhoto() {
    let place = Place(
      id: "c1", name: "Cafe", location: Coordinate(latitude: 51.5, longitude: -0.1),
      photoAttributions: [
        #"<a href="https://maps.google.com/maps/contrib/1">Ann &amp; Bo</a>"#, "Cy",
      ],
      photoReference: "ref")
    let origin = Coordinate(latitude: 51.5, longitude: -0.1)
    let withPhoto = PlaceDetailViewModel(
      place: place, origin: origin, others: [], units: .metric,
      photoURL: URL(string: "http://127.0.0.1/photo"))
    #expect(withPhoto.photoCredit == "Photo: Ann & Bo, Cy")
    let without = PlaceDetailViewModel(place: place, origin: origin, others: [], units: .metric)
    #expect(without.photoCredit == nil)
    #expect(PlaceDetailViewModel.text(ofMarkup: "<b>&lt;3 &#39;x&#39;</b>") == "<3 'x'")
  }
}
