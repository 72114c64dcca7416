/// The document every page is served in: the head that names the page script and the style
/// sheet (both from this server), and the body, which tells the script its socket, the longest
/// message the socket takes, and the keys it sends (``WebKey``'s, declared there only).
enum WebDocument {
  static func page(title: String, socket: String, body: HTML) -> String {
    let head = HTML {
      HTML.element("meta", ["charset": "utf-8"])
      HTML.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
      HTML.element("title") { title }
      HTML.element("link", ["rel": "stylesheet", "href": "/static/style.css"])
      HTML.element("link", ["rel": "icon", "href": "/static/icon.svg", "type": "image/svg+xml"])
      HTML.element("script", ["src": "/static/live.js", "defer": "defer"])
    }
    let document = HTML.element("html", ["lang": "en"]) {
      HTML.element("head") { head }
      HTML.element(
        "body",
        [
          "data-socket": socket, "data-largest-message": String(WebServer.largestMessage),
          "data-keys": WebKey.json,
        ]
      ) { body }
    }
    return "<!doctype html>\n" + document.description + "\n"
  }
}
