/// The pages the server itself makes: the menu of apps, and the page for an address it does not
/// serve.
enum WebMenu {
  /// The menu: each app, its link and its sentence.
  static func document(apps: [WebApp]) -> String {
    let body = HTML {
      HTML.element("header", ["id": "trail", "class": "trail"]) {
        HTML.element("span", ["aria-current": "page"]) { "MVVMKit" }
      }
      HTML.element("main", ["id": "page"]) {
        HTML.element("h1") { "The MVVMKit reference apps" }
        HTML.element("p") {
          "The same view models as the terminal’s, in the browser. Each tab has its own."
        }
        HTML.element("ul", ["class": "menu"]) {
          for app in apps {
            HTML.element("li") {
              HTML.element("a", ["href": "/" + app.path, "data-app": app.path]) {
                HTML.element("strong") { app.name }
                HTML.element("span") { app.summary }
              }
            }
          }
        }
      }
    }
    return WebDocument.page(title: "MVVMKit", socket: "", body: body)
  }

  /// A page of the server's own that says `text` under `title`, and leads to the apps.
  static func message(title: String, _ text: String) -> String {
    let body = HTML.element("main", ["id": "page"]) {
      HTML.element("h1") { title }
      HTML.element("p") {
        text + " "
        HTML.element("a", ["href": "/"]) { "The apps" }
      }
    }
    return WebDocument.page(title: "\(title) · MVVMKit", socket: "", body: body)
  }
}
