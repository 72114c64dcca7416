import Foundation

/// A message from a tab's page script, decoded once: what the user did.
enum WebInput: Equatable {
  /// A button or a link with a `data-action` was clicked.
  case click(action: String)
  /// A field with a `data-input` now holds `value`.
  case input(field: String, value: String)
  /// A key the page takes was pressed, by the browser's name (`KeyboardEvent.key`).
  case key(name: String)
  /// An item of a keyed list in `region` was given the focus.
  case select(region: String, item: String)
  /// The tab's history moved to `address` (Back, Forward).
  case navigate(address: String)

  /// The message in `data` (the page script's JSON), or why it is none.
  init(json data: Data) throws(WebSessionError) {
    let wire: Wire
    do {
      wire = try JSONDecoder().decode(Wire.self, from: data)
    } catch {
      throw .malformed("not a message: \(error)")
    }
    switch wire.type {
    case "click":
      self = .click(action: try wire.required(\.action, "a click names no action"))
    case "key":
      self = .key(name: try wire.required(\.key, "a key names no key"))
    case "navigate":
      self = .navigate(address: try wire.required(\.address, "a navigation names no address"))
    case "input":
      self = .input(
        field: try wire.required(\.input, "an input names no field"),
        value: try wire.required(\.value, "an input carries no text"))
    case "select":
      self = .select(
        region: try wire.required(\.region, "a selection names no region"),
        item: try wire.required(\.key, "a selection names no item"))
    default:
      throw .malformed("an unknown message “\(wire.type.prefix(40))”")
    }
  }

  /// The message as the page script writes it: a type, and the fields that type uses.
  private struct Wire: Decodable {
    let type: String
    let action: String?
    let input: String?
    let value: String?
    let key: String?
    let address: String?
    let region: String?

    /// The field at `path`; when the message has none, the error that says `missing`.
    func required(_ path: KeyPath<Wire, String?>, _ missing: String) throws(WebSessionError)
      -> String
    {
      guard let value = self[keyPath: path] else { throw .malformed(missing) }
      return value
    }
  }
}
