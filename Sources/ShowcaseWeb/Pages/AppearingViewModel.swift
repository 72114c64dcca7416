/// A view model told when its view appears, to start what it loads.
@MainActor
protocol AppearingViewModel: AnyObject {
  /// The view appeared: the view model starts what it loads.
  func appeared()
}
