import MVVMKit
import Testing

@Suite struct PagingTests {
  @Test func pagesAreKeptThroughAFailureAndTheEndIsKnownFromTheLastPage() {
    var paging = Paging()
    #expect(paging.next == .more)
    #expect(paging.canLoadNext)
    paging.pageLoaded(isLast: false, totalPages: 3)
    paging.startLoadingNext()
    #expect(paging.next == .loading)
    #expect(!paging.canLoadNext, "one next page at a time")
    #expect(paging.hasMore)
    paging.nextFailed("The server could not be reached.")
    #expect(paging.next == .failed("The server could not be reached."))
    #expect(paging.hasFailure)
    #expect(paging.canLoadNext, "it can be asked for again")
    #expect(paging.pagesLoaded == 1, "the page loaded stays")
    paging.startLoadingNext()
    paging.pageLoaded(isLast: true)
    #expect(paging.next == .end)
    #expect(!paging.hasMore)
    #expect(!paging.canLoadNext)
    #expect(paging.pagesLoaded == 2)
    #expect(paging.totalPages == 3)
  }
}
