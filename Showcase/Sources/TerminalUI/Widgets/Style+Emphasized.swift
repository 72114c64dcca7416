extension Style {
  /// This style in bold.
  public func emphasized() -> Style {
    var style = self
    style.attributes.insert(.bold)
    return style
  }
}
