import MVVMKitTesting
import Testing

@Suite struct ReleaseTrackerTests {
  private final class Object {}

  @Test func tellsWhenTheObjectIsDeallocated() {
    var object: Object? = Object()
    let tracker = ReleaseTracker(object)
    #expect(!tracker.isReleased)
    object = nil
    #expect(tracker.isReleased)
  }

  @Test func seesALeakWhileAReferenceRemains() {
    var object: Object? = Object()
    let leak = object
    let tracker = ReleaseTracker(object)
    object = nil
    #expect(!tracker.isReleased)
    _ = leak
  }
}
