import Clocks
import MVVMKitTesting
import Observation
import Testing

@MainActor @Observable private final class Model {
  var title = "Drinks"
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ObservationRecorderTests {
  @Test func recordsTheFirstValueAtOnceAndOneValuePerBurst() async {
    let model = Model()
    let recorder = ObservationRecorder { model.title }
    #expect(recorder.values == ["Drinks"])
    #expect(await recorder.next() == "Drinks")
    model.title = "Searching"
    model.title = "3 Items found"
    #expect(await recorder.next() == "3 Items found")
    #expect(recorder.values == ["Drinks", "3 Items found"])
    #expect(recorder.latest == "3 Items found")
  }

  @Test func stopKeepsWhatWasRecorded() async {
    let model = Model()
    let recorder = ObservationRecorder { model.title }
    model.title = "A"
    await recorder.waitForValues(count: 2)
    recorder.stop()
    // A control recording of the same change: when it has its value, any re-run the stopped
    // recorder would have made has had its turn (the main actor runs jobs in order).
    let control = ObservationRecorder { model.title }
    model.title = "B"
    await control.waitForValues(count: 2)
    #expect(recorder.values == ["Drinks", "A"])
  }

  @Test func aValueThatNeverComesFailsTheTestInsteadOfHangingIt() async {
    let model = Model()
    let recorder = ObservationRecorder(clock: ImmediateClock()) { model.title }
    #expect(await recorder.next() == "Drinks")
    await withKnownIssue {
      #expect(await recorder.next(timeout: .seconds(5)) == nil)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == #"ObservationRecorder: value 2 did not come within 5.0 seconds; recorded: ["Drinks"]"#
      }
    }
  }
}
