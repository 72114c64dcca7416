import MVVMKitTesting
import Testing

/// The factor a slow build (ThreadSanitizer) raises the tests' wall-clock limits by.
@Suite(.timeLimit(.scaled(minutes: 1))) struct TestTimeTests {
  @Test(arguments: [
    ([:], 1), (["MVVMKIT_TEST_TIME_SCALE": "10"], 10), (["MVVMKIT_TEST_TIME_SCALE": "1"], 1),
    (["MVVMKIT_TEST_TIME_SCALE": "0"], 1), (["MVVMKIT_TEST_TIME_SCALE": "101"], 1),
    (["MVVMKIT_TEST_TIME_SCALE": "ten"], 1), (["MVVMKIT_TEST_TIME_SCALE": ""], 1),
  ])
  func theScaleIsAWholeNumberFrom1To100ElseNone(environment: [String: String], scale: Int) {
    #expect(TestTime.scale(in: environment) == scale)
  }

  @Test func aDurationIsScaledByTheProcesssFactor() {
    #expect(TestTime.scaled(.seconds(15)) == .seconds(15 * TestTime.scale))
  }
}
