import MVVMKit
import Testing

@Suite struct ListStatusTests {
  @Test func eachStateOfALoadableIsOneStatusAndOnlyAFailureIsAFailure() {
    let states: [Loadable<[Int]>] = [
      .idle, .loading(previous: nil), .loading(previous: [1]), .loaded([]), .loaded([1]),
      .failed(LoadFailure(message: "down"), previous: nil),
    ]
    let statuses = states.map { $0.listStatus(emptyMessage: "None.") }
    #expect(
      statuses == [.idle, .loading, .refreshing, .empty("None."), .loaded, .failed("down")])
    #expect(statuses.map(\.isFailure) == [false, false, false, false, false, true])
  }
}
