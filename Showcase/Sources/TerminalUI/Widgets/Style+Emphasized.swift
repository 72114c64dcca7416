extension Style {
  /// This style in bold.
  public func emphasized() -> Style {
    var style = self
    style.bold = true
    return style
  }
}
