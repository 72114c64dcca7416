import Clocks
import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Nearby

/// The Nearby flow: a category to its list, a place to its detail, from the home or a list; an
/// address of a list or a place opens it before the home has loaded, and it loads itself.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyFlowTests {
  func loadedFlow() async -> NearbyFlow {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home)
    home.appeared()
    await waitUntil { home.isSettled }
    return flow
  }

  @Test func aCategoryOpensItsListAndAPlaceInItItsDetail() async throws {
    let flow = await loadedFlow()
    flow.home.categorySelected(.cafe)
    #expect(flow.stack.routes == [.home, .list(type: .cafe)])
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(list.title == "Cafes")
    let first = try #require(list.rows.first)
    list.placeSelected(first.id)
    #expect(flow.stack.routes == [.home, .list(type: .cafe), .place(id: first.id)])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.id == first.id)
    #expect(place.detail.value?.place.id == first.id, "the list's place, at once")
    #expect(flow.back())
    #expect(flow.back())
    #expect(!flow.back(), "the home stays")
  }

  @Test func aPlaceInTheHomesRowsOpensItsDetail() async throws {
    let flow = await loadedFlow()
    flow.home.placeSelected("sample-rules")
    #expect(flow.stack.routes == [.home, .place(id: "sample-rules")])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.title == "Rules")
    #expect(place.detail.value?.mapPoints.count == 21, "mapped among the other restaurants")
  }

  @Test func anAddressOfAPlaceLoadsItByItsIdBeforeTheHomeHasLoaded() async throws {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home, routes: [.place(id: "sample-rules")])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.title == "Place")
    #expect(place.status == .idle)
    place.appeared()
    await place.tasks.idle()
    #expect(place.title == "Rules")
    #expect(
      place.detail.value?.distanceFromCentre.hasSuffix("from Trafalgar Square (sample)") == true)
    #expect(place.detail.value?.mapPoints.count == 2, "the place and the centre alone")
    #expect(home.pages.isEmpty, "the home has loaded nothing")
  }

  @Test func anAddressOfAPlaceNoOneHasSaysSoOnItsScreen() async throws {
    let flow = await loadedFlow()
    flow.stack.push(.place(id: "nowhere"))
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    place.appeared()
    await place.tasks.idle()
    #expect(flow.stack.routes == [.home, .place(id: "nowhere")])
    #expect(
      place.status
        == .failed(
          "The Places API has no such place: it may have closed, or its id may have changed."))
  }

  @Test func anAddressOfAListFindsWhereItIsAndLoadsItsFirstPage() async throws {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home, routes: [.list(type: .cafe)])
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(list.rows.isEmpty)
    list.appeared()
    await list.tasks.idle()
    #expect(list.summary == "6 places · by distance")
    #expect(list.rows.first?.distance.isEmpty == false)
    let first = try #require(list.rows.first)
    #expect(list.detail(of: first.id)?.centre == "Trafalgar Square (sample)")
  }
}

/// What narrows the places, across the flow: a list narrowed narrows the home it goes back to,
/// and each route keeps its filter, for the address to say it.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyFlowFilterTests {
  @Test func aListNarrowedNarrowsTheHomeAndBothRoutesSayIt() async throws {
    let flow = await NearbyFlowTests().loadedFlow()
    flow.home.categorySelected(.cafe)
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    list.openNowToggled()
    let open = PlaceFilter(openNow: true)
    #expect(flow.stack.routes == [.home(filter: open), .list(type: .cafe, filter: open)])
    #expect(flow.home.filter == open)
    #expect(
      flow.stack.routes.map(\.path) == ["/nearby?opennow=true", "/nearby/list/cafe?opennow=true"])
    guard case .list(let same) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(same === list, "the same screen, narrowed")
    #expect(flow.back())
    flow.home.keywordSubmitted("crypt")
    #expect(flow.stack.routes == [.home(filter: PlaceFilter(openNow: true, keyword: "crypt"))])
  }

  @Test func anAddressWithAFilterNarrowsItsScreen() async throws {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let open = PlaceFilter(openNow: true)
    let flow = NearbyFlow(home: home, routes: NearbyRoute.list(type: .cafe, filter: open).trail)
    #expect(home.filter == open)
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(list.filter == open)
    list.appeared()
    await list.tasks.idle()
    #expect(list.summary == "3 places · open now · by distance")
    // The address changed in the browser: the same list, narrowed anew.
    flow.stack.replace(with: NearbyRoute.list(type: .cafe, filter: PlaceFilter()).trail)
    guard case .list(let same) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(same === list)
    await list.tasks.idle()
    #expect(list.summary == "6 places · by distance")
    #expect(home.filter == PlaceFilter())
  }
}

/// A place's phone, website and hours: asked for when its screen appears, apart from the place,
/// so that a failure of theirs never hides it.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PlaceContactTests {
  private nonisolated static let rules = Place(
    id: "rules", name: "Rules", vicinity: "34-35 Maiden Lane, London", isOpenNow: true,
    location: Coordinate(latitude: 51.5107, longitude: -0.1226), types: ["restaurant"],
    phoneNumber: "020 7836 5314", internationalPhoneNumber: "+44 20 7836 5314",
    website: URL(string: "https://www.rules.co.uk/"),
    weekdayHours: ["Monday: 12:00 – 11:30 PM", "Sunday: 12:00 – 10:30 PM"])

  /// A place's detail, as a list gives it: without its contact data.
  private func listed() -> PlaceDetailViewModel {
    var place = Self.rules
    (place.phoneNumber, place.internationalPhoneNumber, place.website, place.weekdayHours) = (
      nil, nil, nil, []
    )
    return PlaceDetailViewModel(
      place: place, origin: NearbyBundle.center, others: [], units: .metric)
  }

  @Test func aPlaceFromAListAsksPlaceDetailsForItsPhoneWebsiteAndHours() async {
    let asked = LockIsolated<[String]>([])
    let service = TestPlacesService(place: { id throws(APIError) in
      asked.withValue { $0.append(id) }
      return Self.rules
    })
    let place = PlaceViewModel(detail: listed(), service: service, clock: ImmediateClock())
    #expect(place.contact == .idle)
    place.appeared()
    #expect(place.contactStatus == .loading)
    #expect(!place.isSettled)
    await place.tasks.idle()
    #expect(asked.value == ["rules"])
    let contact = place.contact.value
    #expect(contact?.phone == "020 7836 5314")
    #expect(contact?.callURL == URL(string: "tel:+442078365314"))
    #expect(contact?.websiteText == "rules.co.uk")
    #expect(contact?.weeklyHours == ["Monday: 12:00 – 11:30 PM", "Sunday: 12:00 – 10:30 PM"])
    #expect(place.contactStatus == .loaded)
    #expect(place.isSettled && !place.hasFailure)
    #expect(place.hoursNote == nil, "a live service's hours are Google's")
  }

  @Test func aFailureOfTheContactKeepsThePlaceAndRetryAsksAgain() async {
    let attempts = LockIsolated(0)
    let service = TestPlacesService(place: { _ throws(APIError) in
      let attempt = attempts.withValue {
        $0 += 1
        return $0
      }
      guard attempt > 1 else {
        throw .refused(code: "OVER_QUERY_LIMIT", message: "Quota used up.", isRetryable: true)
      }
      return Self.rules
    })
    let place = PlaceViewModel(detail: listed(), service: service, clock: ImmediateClock())
    place.appeared()
    await place.tasks.idle()
    #expect(place.contactStatus == .failed("Quota used up."))
    #expect(place.detail.value?.name == "Rules", "the place stays")
    #expect(place.isSettled && place.hasFailure)
    place.retryTapped()
    await place.tasks.idle()
    #expect(place.contact.value?.phone == "020 7836 5314")
    #expect(attempts.value == 2)
  }

  @Test func aPlaceByItsIdHasItsContactFromTheSameAnswer() async {
    let asked = LockIsolated(0)
    let service = TestPlacesService(place: { _ throws(APIError) in
      asked.withValue { $0 += 1 }
      return Self.rules
    })
    let place = PlaceViewModel(
      placeID: "rules", service: service, locationProvider: FixedLocation(NearbyBundle.center),
      units: .metric, clock: ImmediateClock())
    place.appeared()
    await place.tasks.idle()
    #expect(place.title == "Rules")
    #expect(place.contact.value?.website == URL(string: "https://www.rules.co.uk/"))
    #expect(asked.value == 1, "one request for both")
    place.appeared()
    #expect(asked.value == 1, "nothing asked again")
  }

  @Test(arguments: [
    ("+44 20 7836 5314", "tel:+442078365314"), ("(212) 555-0100", "tel:2125550100"),
    ("ext.", nil as String?), ("+٤٤ ١٢", nil),
  ])
  func aCallLinkHoldsTheNumbersDigits(number: String, link: String?) {
    #expect(PlaceContactViewModel.callURL(number)?.absoluteString == link)
  }

  @Test func aPlaceWithNoneSaysSoInTheServicesWords() {
    #expect(
      PlaceContactViewModel(place: Self.rules, missing: "x").emptyMessage == nil)
    var bare = Self.rules
    (bare.phoneNumber, bare.internationalPhoneNumber, bare.website, bare.weekdayHours) = (
      nil, nil, nil, []
    )
    #expect(
      PlaceContactViewModel(place: bare).emptyMessage
        == "Google has no phone number, website or hours for this place.")
    #expect(
      PlaceContactViewModel(place: bare, missing: NearbyBundle.contactNote).emptyMessage
        == NearbyBundle.contactNote)
  }
}
