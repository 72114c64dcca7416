package import Cocktails
package import ImageDecoding
import MVVMKit
package import TerminalUI

/// A drink's detail in the terminal: name, kind, glass, IBA and tags, ingredients, instructions.
package final class DrinkDetailScreen: ScreenOf<DrinkDetailViewModel>, ViewModelScreen {
  /// The drink's picture, where the service serves pictures.
  private let images: ImageStore?

  package init(viewModel: DrinkDetailViewModel, images: ImageStore? = nil) {
    self.images = images
    super.init(viewModel: viewModel)
  }

  /// The text's scroll, and its size at the last frame (what the moving keys move through).
  private var scroll = ScrollState()
  private var textSize = (lines: 0, visible: 1)

  package var title: String { viewModel.name }

  package var bindings: [KeyBinding] {
    // Scrolling only for a text longer than the screen.
    var bindings =
      textSize.lines <= textSize.visible
      ? []
      : KeyBinding.moving("scroll") { [weak self] key in
        guard let self else { return }
        scroll.scroll(key, visibleRows: textSize.visible, count: textSize.lines)
      }
    bindings.insert(contentsOf: retryBindings, at: min(1, bindings.count))
    return bindings + KeyBinding.actions(viewModel.actions, keys: .cocktails)
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    var area = rect.inset(horizontal: 1)
    buffer.draw(viewModel.name, x: area.x, y: area.y, maxWidth: area.width, style: .strong)
    // The picture beside the recipe, where the terminal is wide enough for both.
    if let images, let url = viewModel.pictureURL, area.width >= 70 {
      let width = min(40, area.width / 3)
      let picture = Rect(
        x: area.x + area.width - width, y: area.y + 2, width: width,
        height: min(area.height - 2, width / 2))
      images.keepLoading(only: [url])
      ImageView(store: images, url: url).draw(in: picture, on: &buffer, tick: tick)
      area.width -= width + 2
    }
    var lines: [(String, Style)] = []
    if viewModel.drink.value != nil {
      lines.append((viewModel.favouriteLabel, viewModel.isFavourite ? .strong : .faint))
    }
    // Where the favourite was pressed: why it could not be kept (a read-only or full disk).
    if let notice = viewModel.favourites.notice {
      lines += wrap(notice, width: max(1, area.width - 2)).enumerated().map { index, line in
        ((index == 0 ? "! " : "  ") + line, Style.strong.foreground(.yellow))
      }
    }
    if !viewModel.kind.isEmpty { lines.append((viewModel.kind, .plain)) }
    if let glass = viewModel.glass { lines.append(("Served in: \(glass)", .plain)) }
    if let iba = viewModel.iba { lines.append((iba, .faint)) }
    if let tags = viewModel.tags { lines.append(("Tags: \(tags)", .faint)) }
    switch viewModel.status {
    case .idle, .loading, .refreshing:
      lines.append(("", .plain))
      lines.append(("\(Spinner.frame(tick)) " + viewModel.recipeLoadingText, .faint))
    case .failed(let message):
      lines.append(("", .plain))
      lines.append(("✗ " + message, Style.strong.foreground(.red)))
      if let hint = KeyBinding.retryHint(in: bindings) { lines.append(("  " + hint, .faint)) }
    default:
      break
    }
    let ingredients = viewModel.ingredients
    if !ingredients.isEmpty {
      lines.append(("", .plain))
      lines.append(("Ingredients", .strong))
      // The measures in a column, the names lined up after the longest (up to a third of a row).
      let measureWidth = min(
        area.width / 3, ingredients.map { DisplayWidth.of($0.measure ?? "") }.max() ?? 0)
      lines += ingredients.map { ingredient in
        let measure = ingredient.measure ?? ""
        let padding = String(repeating: " ", count: max(0, measureWidth - DisplayWidth.of(measure)))
        return ("• " + measure + padding + "  " + ingredient.name, .plain)
      }
    }
    if let instructions = viewModel.instructions {
      lines.append(("", .plain))
      lines.append(("Instructions", .strong))
      lines += wrap(instructions, width: min(area.width, readableLineWidth)).map { ($0, .plain) }
    }
    let body = area.splitTop(2).rest
    // Text longer than the screen keeps its last line for where it is: "1–14 of 30 · more below".
    let fits = lines.count <= body.height
    let visible = max(1, fits ? body.height : body.height - 1)
    textSize = (lines.count, visible)
    scroll.clamp(visibleRows: visible, count: lines.count)
    let firstLine = scroll.offset
    for (row, line) in lines.dropFirst(firstLine).prefix(visible).enumerated() {
      let width = buffer.draw(
        line.0, x: body.x, y: body.y + row, maxWidth: body.width, style: line.1)
      // The favourite switch is one: a click toggles it, as `f` does.
      if row + firstLine == 0, viewModel.drink.value != nil {
        buffer.addMouseTarget(
          MouseTarget(Rect(x: body.x, y: body.y + row, width: width, height: 1)) { [weak self] in
            self?.viewModel.favouriteToggled()
          })
      }
    }
    if !fits {
      buffer.drawPosition(
        firstLine..<min(lines.count, firstLine + visible), of: lines.count, x: body.x,
        y: body.y + visible,
        maxWidth: body.width)
    }
  }

}
