import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

/// `showcase nearby --once`: the home, a list and a detail on the sample data, a live server with
/// its key (never shown), and bad arguments.
@Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyOnceTests {
  private let key = "AIzaSy-once-test-key"

  private func showcase(
    _ arguments: [String], environment: [String: String] = [:], width: Int = 100, height: Int = 30
  ) async throws -> (status: Int32, output: String) {
    try await runShowcase(
      ["nearby", "--once", "--width", "\(width)", "--height", "\(height)"] + arguments,
      environment: ["PLACES_API_URL": "", "GOOGLE_PLACES_API_KEY": "", "NEARBY_LOCATION": ""]
        .merging(environment) { $1 })
  }

  @Test func printsTheHomeOnTheSampleData() async throws {
    let run = try await showcase([])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" Places within 1.5 km of Trafalgar Square (sample)\n"))
    #expect(run.output.contains(" Top Nightclubs nearby\n   Ronnie Scott's"))
    #expect(run.output.contains("Sample data · real places, illustrative ratings and hours"))
  }

  @Test func printsAListAndADetail() async throws {
    let list = try await showcase(["--type", "cafe"])
    #expect(list.status == 0)
    #expect(list.output.hasPrefix(" Cafes"))
    #expect(list.output.contains("Café in the Crypt"))
    let detail = try await showcase(["--place", "sample-heaven", "--units", "imperial"])
    #expect(detail.status == 0)
    #expect(detail.output.contains(" Heaven "))
    #expect(detail.output.contains("0.2 mi E from Trafalgar Square (sample)"))
    #expect(detail.output.contains("★ Heaven  ◉ Trafalgar Square (sample)  · others"))
  }

  @Test func aSouthernAndWesternLocationParsesBothWays() async throws {
    for arguments in [["--location", "-33.87,151.21"], ["--location=-33.87,151.21"]] {
      let run = try await showcase(arguments)
      #expect(run.status == 0, "nothing bundled there, and that is not a failure")
      #expect(run.output.contains("Places within 1.5 km of -33.8700,151.2100"))
      #expect(run.output.contains("No cafes within 1.5 km."))
    }
  }

  @Test func theRadiusIsTheSearchsAndIsSaid() async throws {
    let run = try await showcase(["--radius", "300"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" Places within 300 m of Trafalgar Square (sample)\n"))
    let list = try await showcase(["--type", "night_club", "--radius", "50"])
    #expect(list.output.contains("No night clubs within 50 m."))
    for radius in ["49", "50001"] {
      let refused = try await showcase(["--radius", radius])
      #expect(refused.status == 64)
      #expect(refused.output.contains("--radius must be from 50 to 50000 metres; got \(radius)."))
    }
  }

  @Test(arguments: [
    (["--type", "bar"], "--type needs one of atm, restaurant, cafe, night_club; got “bar”."),
    (
      ["--location=91,0"],
      "--location: That is not a location: the latitude must be from -90 to 90; got 91."
    ),
    (["--units", "feet"], "--units needs metric or imperial; got “feet”."),
    (
      ["--places-api", "http://127.0.0.1:9/"],
      "A live Places API needs a key: set GOOGLE_PLACES_API_KEY or pass --places-key."
    ),
  ])
  func badArgumentsExitWith64AndSayWhy(arguments: [String], message: String) async throws {
    let run = try await showcase(arguments)
    #expect(run.status == 64)
    #expect(run.output.contains(message))
  }

  @Test func aPlaceThePlacesAPIDoesNotHaveIsAFailedScreen() async throws {
    let run = try await showcase(["--place", "nowhere"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "✗ The Places API has no such place: it may have closed, or its id may have changed."))
  }

  @Test func aBadLocationInTheEnvironmentIsNamedAsSuch() async throws {
    let run = try await showcase([], environment: ["NEARBY_LOCATION": "91,0"])
    #expect(run.status == 64)
    #expect(
      run.output.contains(
        "NEARBY_LOCATION: That is not a location: the latitude must be from -90 to 90; got 91."))
    #expect(!run.output.contains("--location:"))
  }

  @Test func aLiveServerIsAskedWithTheKeyWhichIsNeverShown() async throws {
    let key = key
    let runs = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        guard request.uri.queryParameters["key"].map(String.init) == key else {
          return LocalHTTPServer.json(#"{"status": "REQUEST_DENIED", "results": []}"#)
        }
        switch request.uri.queryParameters["type"] {
        case "cafe":
          return LocalHTTPServer.json(
            #"{"status": "OK", "results": [{"place_id": "live-1", "name": "Live Cafe", "vicinity": "1 Test Street", "rating": 4, "geometry": {"location": {"lat": 51.5085, "lng": -0.128}}, "types": ["cafe"]}]}"#
          )
        case "atm":
          return LocalHTTPServer.json(
            #"{"status": "REQUEST_DENIED", "error_message": "The provided API key \#(key) is invalid.", "results": []}"#
          )
        default:
          return LocalHTTPServer.json(#"{"status": "ZERO_RESULTS", "results": []}"#)
        }
      }
    } test: { url in
      try await showcase(
        [],
        environment: [
          "PLACES_API_URL": url.appendingPathComponent("maps/api/place/").absoluteString,
          "GOOGLE_PLACES_API_KEY": key,
        ],
        width: 200)
    }
    #expect(runs.status == 1, "the ATMs failed")
    #expect(runs.output.contains("Live Cafe"))
    #expect(runs.output.contains("The Places API refused the request"))
    #expect(!runs.output.contains(key), "the key is never printed")
    #expect(runs.output.contains("(Google: The provided API key REDACTED is invalid.)"))
    #expect(!runs.output.contains("Sample data"), "a live API is not sample data")
  }

  @Test func openNowAndAKeywordReachTheServerAndItsAnswerIsShownNarrowed() async throws {
    let key = key
    let run = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        let query = request.uri.queryParameters
        // Only a search asked as the options say finds the cafe.
        guard query["type"] == "cafe", query["opennow"] == "true", query["keyword"] == "flat white"
        else { return LocalHTTPServer.json(#"{"status": "ZERO_RESULTS", "results": []}"#) }
        return LocalHTTPServer.json(
          #"{"status": "OK", "results": [{"place_id": "live-1", "name": "Flat White", "vicinity": "17 Berwick Street", "opening_hours": {"open_now": true}, "geometry": {"location": {"lat": 51.5134, "lng": -0.1359}}, "types": ["cafe"]}]}"#
        )
      }
    } test: { url in
      try await showcase(
        ["--type", "cafe", "--open-now", "--keyword", " flat white "],
        environment: [
          "PLACES_API_URL": url.appendingPathComponent("maps/api/place/").absoluteString,
          "GOOGLE_PLACES_API_KEY": key,
        ])
    }
    #expect(run.status == 0)
    #expect(run.output.contains("1 place · open now · “flat white” · by distance"))
    #expect(run.output.contains("Flat White"))
    #expect(!run.output.contains("illustrative"), "a live server's hours are its own")
  }

  @Test func aPlacesPhoneWebsiteAndWeekComeFromPlaceDetails() async throws {
    let key = key
    let run = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/details/json") { request, _ in
        guard request.uri.queryParameters["place_id"] == "live-rules",
          request.uri.queryParameters["fields"]?.contains("international_phone_number") == true
        else { return LocalHTTPServer.json(#"{"status": "NOT_FOUND"}"#) }
        return LocalHTTPServer.json(
          #"{"status": "OK", "result": {"place_id": "live-rules", "name": "Rules", "vicinity": "34-35 Maiden Lane", "geometry": {"location": {"lat": 51.5107, "lng": -0.1226}}, "formatted_phone_number": "020 7836 5314", "international_phone_number": "+44 20 7836 5314", "website": "https://rules.co.uk/", "opening_hours": {"open_now": false, "weekday_text": ["Monday: 12:00 – 11:30 PM", "Sunday: Closed"]}}}"#
        )
      }
    } test: { url in
      try await showcase(
        ["--place", "live-rules"],
        environment: [
          "PLACES_API_URL": url.appendingPathComponent("maps/api/place/").absoluteString,
          "GOOGLE_PLACES_API_KEY": key,
        ])
    }
    #expect(run.status == 0)
    for line in ["☎ 020 7836 5314", "⌂ rules.co.uk", "Monday: 12:00 – 11:30 PM", "Sunday: Closed"] {
      #expect(run.output.contains(line), "\(line): \(run.output)")
    }
    #expect(run.output.contains("c call"), "the status bar offers the call")
  }

  @Test func theSampleSaysWhatItLacksOnAPlaceAndThatItsHoursAreIllustrative() async throws {
    let place = try await showcase(["--place", "sample-rules"])
    #expect(place.status == 0)
    #expect(place.output.contains(" The sample data has no phone, website or      │"))
    #expect(place.output.contains(" weekly hours.  "))
    #expect(place.output.contains("Hours are illustrative in the sample data"))
    let open = try await showcase(["--open-now"])
    #expect(open.output.contains("Only open now"))
    #expect(open.output.contains("Hours are illustrative in the sample data"))
    #expect(!open.output.contains("Heaven"), "closed in the sample")
    let blank = try await showcase(["--keyword", " \u{7}"])
    #expect(blank.status == 64)
    #expect(blank.output.contains("--keyword needs a word"))
  }

  /// A server that refuses every request, echoing the query it was sent (the key as the URL
  /// carried it, percent-encoded) in its message.
  private func echoingRefusals(key: String, inspect: Bool) async throws -> (
    status: Int32, output: String
  ) {
    try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        let query = request.uri.query ?? ""
        return LocalHTTPServer.json(
          #"{"status": "REQUEST_DENIED", "error_message": "Denied for \#(query)", "results": []}"#)
      }
    } test: { url in
      try await showcase(
        (inspect ? ["--inspect"] : []) + [
          "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
          "--places-key", key,
        ],
        width: 200)
    }
  }

  @Test(arguments: [false, true])
  func aKeyWithCharactersURLsEncodeIsNeverShownEncoded(inspect: Bool) async throws {
    let key = "AIza-SECRET_KEY+/= &x"
    let run = try await echoingRefusals(key: key, inspect: inspect)
    #expect(run.status == 1)
    // The inspector's panel wraps a long URL where it must, which may fall inside the word.
    #expect(run.output.contains(inspect ? "key=REDACT" : "key=REDACTED"), "\(run.output)")
    for form in ["AIza-SECRET", "%2B%2F", key] {
      #expect(!run.output.contains(form), "\(form) shown")
    }
  }

  @Test func aOneLetterKeyLeavesTheWordsAround() async throws {
    let run = try await echoingRefusals(key: "e", inspect: true)
    #expect(run.status == 1)
    #expect(run.output.contains("The Places API refused the request"))
    // The inspector's panel wraps a long URL where it must, which may fall inside the word.
    #expect(run.output.contains("key=REDACT"))
    #expect(!run.output.contains("ThREDACTED"))
  }

  /// A live server whose cafés are 20 results, the second without its location; every other type
  /// is refused inside a `200`, as Google does.
  private func oneBadRecordAmongTwenty(_ arguments: [String], height: Int = 30) async throws -> (
    status: Int32, output: String
  ) {
    let cafes = (1...20).map { index in
      let location =
        index == 2 ? "" : #", "geometry": {"location": {"lat": 51.5085, "lng": -0.128}}"#
      return #"{"place_id": "c\#(index)", "name": "Cafe \#(index)", "rating": 4\#(location)}"#
    }
    return try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        guard request.uri.queryParameters["type"] == "cafe" else {
          return LocalHTTPServer.json(#"{"status": "REQUEST_DENIED", "results": []}"#)
        }
        return LocalHTTPServer.json(
          #"{"status": "OK", "results": [\#(cafes.joined(separator: ","))]}"#)
      }
    } test: { url in
      try await showcase(
        [
          "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
          "--places-key", "k-123456789",
        ] + arguments,
        width: 200, height: height)
    }
  }

  @Test func oneBadRecordLeavesTheOthersAndIsSaidInItsSection() async throws {
    let home = try await oneBadRecordAmongTwenty([])
    #expect(home.status == 1, "the other types were refused")
    #expect(home.output.contains("Top Cafes nearby  ! 1 of 20 places could not be read."))
    #expect(home.output.contains("Cafe 1"))
    let list = try await oneBadRecordAmongTwenty(["--type", "cafe"])
    #expect(
      list.status == 0,
      "the frame printed is the cafés' list, which loaded; the home's refused types are not in it")
    #expect(list.output.contains("! 1 of 20 places could not be read."), "\(list.output)")
    #expect(list.output.contains("19 places"))
  }

  @Test func theInspectorSaysWhatTheAnswersWere() async throws {
    // Tall enough for the four requests, which end in no set order.
    let run = try await oneBadRecordAmongTwenty(["--inspect"], height: 60)
    #expect(!run.output.contains("more requests"), "all four requests shown")
    #expect(run.output.contains("200 refused: REQUEST_DENIED"), "\(run.output)")
    // The panel wraps the line: "…(at results[1].geometry:" / "the key is missing) · 2.2 kB…".
    #expect(run.output.contains("200 ok, 1 of 20 records unreadable (at results[1].geometry:"))
    #expect(run.output.contains("the key is missing) · "))
  }

  @Test func placesAPINewIsAskedWithTheKeyInAHeaderAndNamesAreShownInTheirScript() async throws {
    let key = key
    let run = try await LocalHTTPServer.run { router in
      router.post("v1/places:searchNearby") { request, _ in
        guard request.headers.first(where: { $0.name.rawName == "X-Goog-Api-Key" })?.value == key
        else {
          return LocalHTTPServer.json(
            #"{"error": {"code": 403, "message": "API key not valid.", "status": "PERMISSION_DENIED"}}"#,
            status: .forbidden)
        }
        return LocalHTTPServer.json(
          #"{"places": [{"id": "fa-1", "displayName": {"text": "رستوران دیزی", "languageCode": "fa"}, "shortFormattedAddress": "Gerrard St, London", "location": {"latitude": 51.5115, "longitude": -0.1318}, "rating": 4.4, "types": ["restaurant"]}]}"#
        )
      }
    } test: { url in
      let environment = [
        "PLACES_API_URL": url.appendingPathComponent("v1/").absoluteString,
        "GOOGLE_PLACES_API_KEY": key,
      ]
      return (
        try await showcase(["--type", "restaurant"], environment: environment),
        try await showcase([], environment: environment)
      )
    }
    let (list, home) = run
    #expect(list.status == 0, "\(list.output)")
    // The right-to-left name keeps its row: the distance stands under its column's heading.
    let lines = list.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(" Name         Distance Rating Hours"), "\(list.output)")
    #expect(lines.contains(" رستوران دیزی    460 m ★ 4.4  Hours unknown"), "\(list.output)")
    #expect(home.status == 0, "\(home.output)")
    #expect(home.output.contains("Places data: Google Maps"), "the attribution Google asks for")
    #expect(!list.output.contains(key) && !home.output.contains(key))
  }

  @Test func placesAPINewsRefusalIsItsMessageAndExitsOne() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.post("v1/places:searchNearby") { _, _ in
        LocalHTTPServer.json(
          #"{"error": {"code": 403, "message": "Places API (New) has not been used in project 42 before or it is disabled.", "status": "PERMISSION_DENIED"}}"#,
          status: .forbidden)
      }
    } test: { url in
      try await showcase(
        ["--type", "cafe", "--width", "200"],
        environment: [
          "PLACES_API_URL": url.appendingPathComponent("v1/").absoluteString,
          "GOOGLE_PLACES_API_KEY": "k-0123456789",
        ])
    }
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "Google refused the request (PERMISSION_DENIED): Places API (New) has not been used in "
          + "project 42 before or it is disabled."), "\(run.output)")
  }
}
