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
      guard let action = wire.action else { throw .malformed("a click names no action") }
      self = .click(action: action)
    case "input":
      guard let field = wire.input, let value = wire.value else {
        throw .malformed("an input names no field or text")
      }
      self = .input(field: field, value: value)
    case "key":
      guard let name = wire.key else { throw .malformed("a key names no key") }
      self = .key(name: name)
    case "select":
      guard let region = wire.region, let item = wire.key else {
        throw .malformed("a selection names no region or item")
      }
      self = .select(region: region, item: item)
    case "navigate":
      guard let address = wire.address else { throw .malformed("a navigation names no address") }
      self = .navigate(address: address)
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
  }
}
