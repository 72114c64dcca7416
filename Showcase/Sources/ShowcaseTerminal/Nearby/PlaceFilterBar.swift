import Nearby
import TerminalUI

/// What narrows a Nearby screen's places, in the terminal: `/` edits the keyword on the line under
/// the title, searched as typing pauses, as on the web (Enter searches at once; Esc leaves the
/// field, giving up what is not searched yet), its text the view model's. The home and
/// the lists share it, each over its own view model's filter; "open now" is the view models'
/// action.
@MainActor
final class PlaceFilterBar {
  /// Whether the keys type into the keyword.
  private(set) var isEditing = false
  /// The keyword's field: its text the view model's (``PlaceFiltering/keywordText``), its caret
  /// this view's.
  private var field = TextFieldState()
  private let filtering: any PlaceFiltering

  /// A bar over `filtering`'s filter.
  init(_ filtering: any PlaceFiltering) {
    self.filtering = filtering
  }

  /// Its keys: while typing, those of the field; else the one that starts typing.
  var bindings: [KeyBinding] {
    if isEditing {
      return [
        .typing("keyword"),
        KeyBinding([.enter], "Enter", "search") { [weak self] in self?.submit() },
        KeyBinding([.escape], "Esc", "leave field") { [weak self] in
          self?.isEditing = false
          self?.filtering.keywordAbandoned()
        },
      ]
    }
    return [
      KeyBinding([.character("/")], "/", "keyword", isInStatusBar: false) { [weak self] in
        self?.edit()
      }
    ]
  }

  /// Types `key` into the keyword while it is being typed.
  func handleText(_ key: Key) -> Bool {
    guard isEditing, field.handle(key) else { return false }
    filtering.keywordChanged(field.text)
    return true
  }

  /// Draws the bar on `rect`'s first line: the keyword field while it is typed, else `note` (what
  /// the screen says of its filter), if any. Returns the lines drawn: 1 or 0.
  func draw(note: String?, in rect: Rect, on buffer: inout ScreenBuffer) -> Int {
    guard !rect.isEmpty else { return 0 }
    if isEditing {
      let label = "Keyword: "
      buffer.draw(label, x: rect.x, y: rect.y, style: .strong)
      let width = DisplayWidth.of(label)
      field.follow(filtering.keywordText)
      field.draw(
        in: Rect(x: rect.x + width, y: rect.y, width: rect.width - width, height: 1),
        on: &buffer, placeholder: "a name, a type, a street", isFocused: true)
      return 1
    }
    guard let note else { return 0 }
    buffer.draw(
      note, x: rect.x, y: rect.y, maxWidth: rect.width, style: Style.strong.foreground(.cyan))
    buffer.addMouseTarget(
      MouseTarget(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
        [weak self] in self?.edit()
      })
    return 1
  }

  private func edit() {
    field = TextFieldState(text: filtering.keywordText)
    isEditing = true
  }

  private func submit() {
    isEditing = false
    filtering.keywordSubmitted(field.text)
  }
}
