/// A leak check: holds an object weakly and tells whether it has been deallocated.
///
/// ```swift
/// var viewModel: SearchViewModel? = SearchViewModel(service: service)
/// let tracker = ReleaseTracker(viewModel)
/// viewModel?.appeared()
/// viewModel = nil
/// #expect(tracker.isReleased)
/// ```
public struct ReleaseTracker<Object: AnyObject>: @unchecked Sendable {
  // Unchecked: the only state is a weak reference, read and written atomically by the runtime;
  // the tracker never touches the object's own state.
  private weak var object: Object?

  /// Starts tracking `object`.
  public init(_ object: Object?) {
    self.object = object
  }

  /// Whether the object has been deallocated (no strong reference to it remains).
  public var isReleased: Bool { object == nil }
}
