import Foundation

/// The page script, the style sheet and the icon, served from the module's resources.
enum WebAssets {
  struct Asset {
    let bytes: [UInt8]
    let contentType: String
  }

  /// The asset `name` (`live.js`, `style.css` or `icon.svg`); `nil` for any other name.
  static func asset(named name: String) -> Asset? {
    switch name {
    case "live.js": liveScript
    case "style.css": styleSheet
    case "icon.svg": icon
    default: nil
    }
  }

  private static let liveScript = load("live", "js", type: "text/javascript; charset=utf-8")
  private static let styleSheet = load("style", "css", type: "text/css; charset=utf-8")
  private static let icon = load("icon", "svg", type: "image/svg+xml")

  private static func load(_ name: String, _ ext: String, type: String) -> Asset? {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext) else { return nil }
    do {
      return Asset(bytes: Array(try Data(contentsOf: url)), contentType: type)
    } catch {
      return nil
    }
  }
}
