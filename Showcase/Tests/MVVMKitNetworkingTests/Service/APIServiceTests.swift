import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// A service made the three ways every service is: on the live API's default address, on another
/// server, and on the bundled data, each through the client it is given.
@Suite(.timeLimit(.scaled(minutes: 1))) struct APIServiceTests {
  struct Greeting: Decodable, Equatable { var text: String }

  /// A service over a one-endpoint API whose bundled data says "bundled".
  struct GreetingService: APIService {
    static let defaultBaseURL = URL(string: "https://greetings.example/v1/")!
    static func bundledClient() -> any HTTPClient {
      BundledHTTPClient(routes: [
        .compute("hello") { _ throws(APIError) in
          HTTPResponse(statusCode: 200, body: Data(#"{"text": "bundled"}"#.utf8))
        }
      ])
    }

    let api: APIConnection

    init(api: APIConnection) { self.api = api }

    func hello() async throws(APIError) -> Greeting {
      try await api.fetch(Endpoint<Greeting>(path: "hello"))
    }
  }

  @Test func aServiceOnAClientCallsTheDefaultAddressUnlessGivenAnother() async throws {
    let client = StubHTTPClient()
    await client.stub("hello", with: .json(#"{"text": "live"}"#))
    let live = GreetingService(client: client)
    let elsewhere = GreetingService(
      client: client, baseURL: URL(string: "http://127.0.0.1:8080/")!)
    #expect(try await live.hello() == Greeting(text: "live"))
    #expect(try await elsewhere.hello() == Greeting(text: "live"))
    #expect(
      await client.requests.map(\.url.absoluteString) == [
        "https://greetings.example/v1/hello", "http://127.0.0.1:8080/hello",
      ])
  }

  @Test func theBundledServiceAnswersFromItsBundleThroughTheWrapper() async throws {
    var wrapped = 0
    let service = GreetingService.bundled { client in
      wrapped += 1
      return client
    }
    #expect(try await service.hello() == Greeting(text: "bundled"))
    #expect(service.api.baseURL == GreetingService.defaultBaseURL)
    #expect(wrapped == 1)
  }

  /// The greetings again, saying where they come from.
  struct NotedGreetingService: SourceNotingAPIService {
    static let defaultBaseURL = URL(string: "https://greetings.example/v1/")!
    static let liveSourceNote: String? = "from Greetings"
    static let bundledSourceNote = "sample"
    static func bundledClient() -> any HTTPClient { GreetingService.bundledClient() }

    // The memberwise init(api:) is the one the protocol asks for.
    let api: APIConnection
  }

  /// A service with no credit to give.
  struct UncreditedGreetingService: SourceNotingAPIService {
    static let defaultBaseURL = URL(string: "https://greetings.example/v1/")!
    static let bundledSourceNote = "sample"
    static func bundledClient() -> any HTTPClient { GreetingService.bundledClient() }

    let api: APIConnection
  }

  @Test func aServiceSaysItsCreditLiveAndThatItsBundledDataIsASample() {
    let live = NotedGreetingService(client: StubHTTPClient())
    #expect(live.sourceNote == "from Greetings")
    var wrapped = 0
    let bundled = NotedGreetingService.bundled { client in
      wrapped += 1
      return client
    }
    #expect(bundled.sourceNote == "sample")
    #expect(bundled.api.baseURL == NotedGreetingService.defaultBaseURL)
    #expect(wrapped == 1)
    #expect(UncreditedGreetingService(client: StubHTTPClient()).sourceNote == nil)
    #expect(UncreditedGreetingService.bundled().sourceNote == "sample")
  }
}
