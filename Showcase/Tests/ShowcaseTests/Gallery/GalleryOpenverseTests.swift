import ConcurrencyExtras
import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The Gallery on an Openverse server on loopback, answering as Openverse documents
/// (`GET /v1/images/`, `GET /v1/images/{id}/`): the requests a search and a photo send (with the
/// token as a bearer), and what both views show of them (the credit, the licence, the source, the
/// attribution line, the licence alert before a save).
@Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryOpenverseTests {
  static let bark = "4bc43a04-ef46-4544-a0c1-63c63f56e276"
  static let token = "ovtok-0123456789abcdef"

  /// One request as the server saw it.
  struct Seen: Sendable, Equatable {
    var path: String
    var authorization: String?
  }

  /// What the server knows: where it is (for the images' addresses) and what it was asked.
  final class Server: Sendable {
    let base = LockIsolated("")
    let seen = LockIsolated<[Seen]>([])

    /// An Openverse image: `id`, its `title`, under `license`, its image on this server.
    func image(_ id: String, _ title: String, license: String, source: String) -> String {
      """
      {"id": "\(id)", "title": "\(title)", "creator": "Ann Ng",
       "url": "\(base.value)img/\(id).png", "thumbnail": "\(base.value)v1/images/\(id)/thumb/",
       "foreign_landing_url": "https://www.flickr.com/photos/ann/5157245498",
       "license": "\(license)", "license_version": "4.0", "provider": "\(source)",
       "source": "\(source)", "category": "photograph", "width": 400, "height": 328,
       "tags": [{"name": "bark", "accuracy": null}],
       "attribution": "\\"\(title)\\" by Ann Ng is licensed under CC BY-NC-ND 4.0. To view a copy of this license, visit https://creativecommons.org/licenses/by-nc-nd/4.0/."}
      """
    }

    func answer(_ request: Request) -> Response {
      let path = request.uri.path
      seen.withValue {
        $0.append(
          Seen(
            path: path + (request.uri.query.map { "?" + $0 } ?? ""),
            authorization: request.headers.first {
              $0.name.rawName.lowercased() == "authorization"
            }?.value))
      }
      if path == "/v1/images/" {
        let words = request.uri.queryParameters["q"].map(String.init) ?? ""
        let results =
          words == "tree bark"
          ? [
            image(
              GalleryOpenverseTests.bark, "Tree bark, Kew", license: "by-nc-nd", source: "flickr")
          ]
          : []
        return LocalHTTPServer.json(
          #"{"result_count": \#(results.count), "page_count": \#(results.isEmpty ? 0 : 1), "page_size": 20, "page": 1, "results": [\#(results.joined(separator: ","))]}"#
        )
      }
      if path == "/v1/images/\(GalleryOpenverseTests.bark)/" {
        return LocalHTTPServer.json(
          image(GalleryOpenverseTests.bark, "Tree bark, Kew", license: "by-nc-nd", source: "flickr")
        )
      }
      if path.hasPrefix("/img/") || path.hasSuffix("/thumb/") {
        return Response(
          status: .ok, headers: [.contentType: "image/png"],
          body: .init(byteBuffer: ByteBuffer(bytes: GalleryOpenverseTests.png)))
      }
      return LocalHTTPServer.json(#"{"detail": "Not found."}"#, status: .notFound)
    }
  }

  /// A real photo to serve: the bundled horse.
  static let png: [UInt8] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/Gallery/Resources/photos/horse.png")
      .standardizedFileURL
    do {
      return Array(try Data(contentsOf: url))
    } catch {
      return []
    }
  }()

  /// Runs `test` with an Openverse server's API address (ending in `v1/`).
  static func serve<Value: Sendable>(
    _ server: Server, test: @Sendable (String) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run { router in
      router.get("**") { request, _ in server.answer(request) }
    } test: { url in
      server.base.setValue(
        url.absoluteString.hasSuffix("/") ? url.absoluteString : url.absoluteString + "/")
      return try await test(server.base.value + "v1/")
    }
  }

  /// `gallery --once --query "tree bark"` at 100x30 with `--images images`, on `server`, with
  /// an Openverse token in the environment.
  private static func searchTreeBark(
    on server: Server, images: String
  ) async throws -> (status: Int32, output: String) {
    try await serve(server) { api in
      try await runShowcase(
        [
          "gallery", "--once", "--query", "tree bark", "--width", "100", "--height", "30",
          "--images", images,
        ], environment: ["OPENVERSE_API_URL": api, "OPENVERSE_TOKEN": token])
    }
  }

  @Test func aSearchSendsImagesWithItsWordsAndTheTokenAndShowsTheCredits() async throws {
    let server = Server()
    let run = try await Self.searchTreeBark(on: server, images: "none")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      server.seen.value.filter { !$0.path.hasSuffix("/thumb/") } == [
        Seen(
          path: "/v1/images/?q=tree%20bark&category=photograph&page=1&page_size=20",
          authorization: "Bearer \(Self.token)")
      ])
    #expect(
      server.seen.value.filter { $0.path.hasSuffix("/thumb/") } == [],
      "with --images none, no picture is loaded")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == " All photos  Space  Animals  Textures  Science  Objects  [“tree bark”]")
    #expect(lines[3] == " ▌           Tree bark, Kew")
    #expect(lines[4] == " ▌           Ann Ng")
    #expect(lines[5] == " ▌           CC BY-NC-ND 4.0 · Flickr")
    #expect(lines[28] == " Photos from Openverse")
    #expect(!run.output.contains(Self.token))
  }

  @Test func theTokenGoesToTheAPIOnlyNeverWithAPicture() async throws {
    let server = Server()
    let run = try await Self.searchTreeBark(on: server, images: "blocks")
    #expect(run.status == 0, "\(run.output)")
    let pictures = server.seen.value.filter { $0.path.hasSuffix("/thumb/") }
    #expect(pictures.map(\.path) == ["/v1/images/\(Self.bark)/thumb/"], "the one photo found")
    #expect(pictures.allSatisfy { $0.authorization == nil })
  }

  @Test func aPhotoIsImagesItsIdAndItsDetailShowsTheAttribution() async throws {
    let server = Server()
    let run = try await Self.serve(server) { api in
      try await runShowcase(
        [
          "gallery", "--once", "--openverse-api", api, "--photo", Self.bark, "--width", "100",
          "--height", "30", "--images", "none",
        ])
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(
      server.seen.value.map(\.path).filter { !$0.hasPrefix("/img/") && !$0.hasSuffix("/thumb/") }
        == [
          "/v1/images/?category=photograph&page=1&page_size=20", "/v1/images/\(Self.bark)/",
        ], "the first topic under it, then the photo by its id")
    #expect(server.seen.value.allSatisfy { $0.authorization == nil }, "no token, no header")
    for line in [
      " Tree bark, Kew", " By       Ann Ng", " Licence  CC BY-NC-ND 4.0", " Source   Flickr",
      " Tags     bark",
      " \"Tree bark, Kew\" by Ann Ng is licensed under CC BY-NC-ND 4.0. To view a copy of",
      " this license, visit https://creativecommons.org/licenses/by-nc-nd/4.0/.",
    ] {
      #expect(run.output.contains(line + "\n"), "\(line) in \(run.output)")
    }
    #expect(run.output.contains("o open page"))
  }

  @MainActor static func web(_ api: String) async throws -> (
    search: String, address: String?, detail: String, alertTitle: String?, alertMessage: String?,
    saved: String
  ) {
    let tab = try #require(
      try GalleryCommand.parse(["--openverse-api", api]).makeTab(at: "/gallery"))
    let session = WebSession(tab, images: ImageRoutes())
    defer { session.close() }
    await session.waitUntilSettled()
    session.start()
    try session.receive(#"{"type":"input","input":"search/query","value":"tree bark"}"#)
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    await session.waitUntilSettled()
    let search = session.mainHTML.description
    let address = tab.address()
    try session.receive(#"{"type":"click","action":"photos/open-\#(Self.bark)"}"#)
    await session.waitUntilSettled()
    let detail = session.mainHTML.description
    // Save says what the licence does not allow, in an alert; the download is offered after it.
    try session.receive(#"{"type":"click","action":"actions/act-save"}"#)
    await session.waitUntilSettled()
    let alert = session.shownAlert
    return (search, address, detail, alert?.title, alert?.message, session.mainHTML.description)
  }

  @Test func theWebSearchesFromItsFieldAndTheDetailCreditsAndWarnsBeforeTheSave() async throws {
    let server = Server()
    let (search, address, detail, alertTitle, alertMessage, saved) = try await Self.serve(server) {
      api in try await Self.web(api)
    }
    #expect(
      search.contains(
        "<strong>Tree bark, Kew</strong><span>Ann Ng</span><span>CC BY-NC-ND 4.0 · Flickr</span>"))
    #expect(
      search.contains(#"aria-pressed="true" data-action="photos/feed-6">“tree bark”</button>"#))
    #expect(address == "/gallery?q=tree%20bark")
    #expect(
      detail.contains(
        #"<p class="attribution">&quot;Tree bark, Kew&quot; by Ann Ng is licensed under CC BY-NC-ND 4.0."#
      ), "\(detail)")
    #expect(
      detail.contains(
        #"<button type="button" class="action" data-action="actions/act-save" aria-keyshortcuts="s">Save <kbd>s</kbd></button> <span class="licence-note">CC BY-NC-ND 4.0 does not allow commercial use or changes.</span>"#
      ), "\(detail)")
    #expect(!detail.contains("/downloads/"), "no download before the alert")
    #expect(alertTitle == "For your own use")
    #expect(
      alertMessage
        == "CC BY-NC-ND 4.0 does not allow commercial use or changes. Its credit is saved beside it."
    )
    #expect(
      saved.contains(
        #"download="" class="action" data-link="save" aria-keyshortcuts="s">Save <kbd>s</kbd></a>"#),
      "\(saved)")
    #expect(
      detail.contains(
        #"<a href="https://www.flickr.com/photos/ann/5157245498" class="action" rel="noopener noreferrer" target="_blank" data-link="page" aria-keyshortcuts="o">On Flickr <kbd>o</kbd></a>"#
      ))
  }

  #if canImport(Glibc)
    @Test func savingAPhotoWhoseLicenceForbidsCommercialUseSaysSoThenSavesItWithItsCredit()
      async throws
    {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("openverse-save-\(UUID().uuidString)")
      defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
      }
      let server = Server()
      let seen = try await Self.serve(server) { api in
        try await onOwnThread { () throws -> [Bool] in
          let session = try EndToEndTests.Session(
            arguments: [
              "gallery", "--openverse-api", api, "--photo", Self.bark, "--save-dir", folder.path,
            ], width: 100, height: 30)
          defer { _ = session.quit() }
          let opened = session.waitFor { $0.terminal.text.contains("s save") }
          session.type("s")
          let alert = session.waitFor {
            $0.terminal.text.contains("For your own use")
              && $0.terminal.text.contains("does not allow commercial use or changes")
          }
          session.type("\r")
          let saved = session.waitFor {
            $0.terminal.text.contains("Saved “\(Self.bark) Tree bark, Kew.png” in")
          }
          return [opened, alert, saved]
        }
      }
      #expect(seen == [true, true, true])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "\(Self.bark) Tree bark, Kew.png", "\(Self.bark) Tree bark, Kew.xmp",
        ])
      let credit = try String(
        contentsOf: folder.appendingPathComponent("\(Self.bark) Tree bark, Kew.xmp"),
        encoding: .utf8)
      #expect(
        credit.contains(
          "<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang=\"x-default\">CC BY-NC-ND 4.0</rdf:li></rdf:Alt></xmpRights:UsageTerms>"
        ))
      #expect(
        credit.contains("<dc:source>https://www.flickr.com/photos/ann/5157245498</dc:source>"))
    }
  #endif
}
