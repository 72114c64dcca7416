import Foundation
import MVVMKit
import Testing

@testable import WebUI

@Suite struct HTMLTests {
  @Test func aPointOnALineChartReadsTheNearestValue() {
    // The plot runs from 72 to 784 of the chart's 800 units.
    #expect(HTML.lineChartIndex(at: 72.0 / 800, count: 5) == 0)
    #expect(HTML.lineChartIndex(at: 784.0 / 800, count: 5) == 4)
    #expect(HTML.lineChartIndex(at: 0.5, count: 5) == 2)
    #expect(HTML.lineChartIndex(at: 0.0, count: 5) == 0, "left of the plot: the first")
    #expect(HTML.lineChartIndex(at: 1.0, count: 5) == 4, "right of it: the last")
    #expect(HTML.lineChartIndex(at: 0.3, count: 1) == 0)
    #expect(HTML.lineChartIndex(at: 0.3, count: 0) == nil)
    #expect(HTML.lineChartIndex(at: .nan, count: 5) == nil)
  }

  @Test func aFieldTakesNoMoreThanTheSessionKeeps() {
    #expect(
      HTML.field("Filter", id: "filter", ["type": "search"]).description
        == #"<label class="field" for="filter">Filter<input id="filter" type="search" maxlength="1000"></label>"#
    )
    #expect(
      HTML.field("Code", id: "code", ["maxlength": "3"]).description
        == #"<label class="field" for="code">Code<input id="code" maxlength="3"></label>"#)
  }

  @Test func aMapHasALegendOfItsKindsAndAScaleOnABandNoPointReaches() throws {
    let map = HTML.map(
      [
        MapPoint(latitude: 51.5, longitude: -0.12, kind: .origin),
        MapPoint(latitude: 51.49, longitude: -0.13, kind: .focus),
        MapPoint(latitude: 51.495, longitude: -0.14, kind: .other),
      ], description: "A map"
    ).description
    #expect(map.contains(">This place</text>"))
    #expect(map.contains(">You</text>"))
    #expect(map.contains(">Nearby</text>"))
    // The points (the first three circles) are above the band at 324; the legend's are on it.
    let rows = map.matches(of: try Regex(#"<circle class="[a-z]+" cx="[0-9.]+" cy="([0-9.]+)""#))
      .compactMap { Double($0.output[1].substring ?? "") }
    #expect(rows.count == 6)
    #expect(rows.prefix(3).allSatisfy { $0 <= 324 - 28 })
    #expect(rows.suffix(3).allSatisfy { $0 > 324 })
    #expect(map.contains(#"<line class="scale" x1="#))
    // A kind no point is of is not in the legend.
    let alone = HTML.map(
      [MapPoint(latitude: 51.5, longitude: -0.12, kind: .focus)], description: "One"
    ).description
    #expect(alone.contains(">This place</text>") && !alone.contains(">You</text>"))
  }

  @Test func aCardThatDoesNothingIsNoButton() {
    let html = HTML.cards(
      [
        WebCard(title: "Mojito", lines: ["Cocktail"], action: "drinks/open-1"),
        WebCard(title: "Bar Italia", lines: ["Open"], action: nil),
      ], selected: nil
    ).description
    #expect(
      html
        == #"<ul class="cards"><li><button type="button" class="card" data-action="drinks/open-1"><strong>Mojito</strong><span>Cocktail</span></button></li><li><div class="card"><strong>Bar Italia</strong><span>Open</span></div></li></ul>"#
    )
  }

  @Test func textIsEscapedSoMarkupFromAServerShowsAsText() {
    let html = HTML.element("strong") { "<img src=x onerror=alert(1)>" }
    #expect(html.description == "<strong>&lt;img src=x onerror=alert(1)&gt;</strong>")
  }

  @Test func quotesAmpersandsAndControlCharactersInAttributes() {
    let html = HTML.element("input", ["value": "a\"b' & <c>\u{1B}[31m\u{7}", "disabled": nil])
    #expect(html.description == "<input value=\"a&quot;b&#39; &amp; &lt;c&gt;[31m\">")
  }

  @Test func escapingKeepsEveryOtherCharacterWholeAndDropsC1Controls() {
    // Accents, CJK, an emoji (four bytes), a C1 control (U+0085) and DEL beside markup.
    let text = "Crème <brûlée> 茶 🍹\u{85}\u{7F}\tend"
    #expect(HTML.escaped(text) == "Crème &lt;brûlée&gt; 茶 🍹\tend")
    #expect(HTML.escaped("plain text") == "plain text")
    #expect(HTML.escaped("") == "")
  }

  @Test func jsonStringsEscapeControlsAndSeparatorsAndKeepTheRest() {
    #expect(WebMessage.quoted("é\u{1}\u{2029}🍹\u{85}") == #""é\u0001\u2029🍹\#u{85}""#)
    #expect(WebMessage.quoted("") == #""""#)
  }

  @Test func aParagraphOfNoTextIsNothing() {
    #expect(HTML.paragraph(nil, class: "sample").description == "")
    #expect(
      HTML.paragraph("A & B", class: "sample").description == "<p class=\"sample\">A &amp; B</p>")
    #expect(HTML.paragraph("Plain").description == "<p>Plain</p>")
  }

  @Test func linksAndImagesOnlyGoToTheWebOrThisServer() {
    let links = [
      "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,hi", "//evil.example/x",
      "/cocktails", "#top", "https://www.google.com/maps", "http://127.0.0.1/",
    ].map { HTML.element("a", ["href": $0]) { "x" }.description }
    #expect(
      links == [
        "<a>x</a>", "<a>x</a>", "<a>x</a>", "<a>x</a>", "<a href=\"/cocktails\">x</a>",
        "<a href=\"#top\">x</a>", "<a href=\"https://www.google.com/maps\">x</a>",
        "<a href=\"http://127.0.0.1/\">x</a>",
      ])
  }

  @Test func aCallOrAMailLinkIsKeptOnlyWithACheckedNumberOrAddress() {
    let links = [
      "tel:+442078365314", "tel:02078365314", "TEL:+44", "tel:+44;ext=1", "tel:+44,,123",
      "tel:", "tel:+" + String(repeating: "1", count: 21), "mailto:ada@example.org",
      "mailto:ada@example.org?subject=x", "mailto:a@b@c", "mailto:@example.org",
    ].map { HTML.element("a", ["href": $0]) { "x" }.description }
    #expect(
      links == [
        "<a href=\"tel:+442078365314\">x</a>", "<a href=\"tel:02078365314\">x</a>",
        "<a href=\"TEL:+44\">x</a>", "<a>x</a>", "<a>x</a>", "<a>x</a>", "<a>x</a>",
        "<a href=\"mailto:ada@example.org\">x</a>", "<a>x</a>", "<a>x</a>", "<a>x</a>",
      ])
  }

  @Test func theBuilderTakesConditionsLoopsAndText() {
    let drinks = ["Mojito", "Negroni & Co"]
    let html = HTML.element("ul", ["class": "cards"]) {
      for drink in drinks { HTML.element("li") { drink } }
      if drinks.isEmpty { "none" } else { HTML.element("li") { "\(drinks.count) drinks" } }
    }
    #expect(
      html.description
        == "<ul class=\"cards\"><li>Mojito</li><li>Negroni &amp; Co</li><li>2 drinks</li></ul>")
  }

  @Test func voidElementsTakeNoContentNorClosingTag() {
    #expect(HTML.element("br").description == "<br>")
    #expect(
      HTML.element("img", ["src": "/images/1", "alt": ""]).description
        == "<img src=\"/images/1\" alt=\"\">")
  }

  @Test func messagesAreJSONWithEveryCharacterThatNeedsItEscaped() {
    let message = WebMessage.region(id: "drinks", html: HTML.text("a\"b\\c\n\u{2028}")).json
    #expect(message == #"{"html":"a&quot;b\\c\n\u2028","id":"drinks","type":"region"}"#)
  }

  @Test func aTabsMessageIsDecodedOnceIntoWhatTheUserDid() throws {
    let decode = { (text: String) throws(WebSessionError) in try WebInput(json: Data(text.utf8)) }
    #expect(
      try decode(#"{"type":"click","action":"list/open-1"}"#) == .click(action: "list/open-1"))
    #expect(
      try decode(#"{"type":"input","input":"search/query","value":"rum"}"#)
        == .input(field: "search/query", value: "rum"))
    #expect(try decode(#"{"type":"key","key":"p"}"#) == .key(name: "p"))
    #expect(
      try decode(#"{"type":"select","region":"rates","key":"CHF"}"#)
        == .select(region: "rates", item: "CHF"))
    #expect(try decode(#"{"type":"navigate","address":"/rates"}"#) == .navigate(address: "/rates"))
    #expect(throws: WebSessionError.malformed("a click names no action")) {
      try decode(#"{"type":"click"}"#)
    }
    #expect(throws: WebSessionError.malformed("an unknown message “dance”")) {
      try decode(#"{"type":"dance"}"#)
    }
  }

  @Test func aPlaceholderForEachStatusAndNoneForContent() {
    #expect(
      HTML.placeholder(for: .loading, hasContent: false, loading: "Loading drinks…", retry: nil)?
        .description
        == "<p class=\"placeholder\" role=\"status\" aria-busy=\"true\">Loading drinks…</p>")
    #expect(
      HTML.placeholder(for: .failed("Offline."), hasContent: false, loading: "", retry: "d/retry")?
        .description
        == "<p class=\"error\" role=\"alert\">Offline.<button type=\"button\" data-action=\"d/retry\">Retry</button></p>"
    )
    #expect(
      HTML.placeholder(for: .failed("Offline."), hasContent: true, loading: "", retry: nil) == nil)
    #expect(HTML.placeholder(for: .loaded, hasContent: true, loading: "", retry: nil) == nil)
  }
}
