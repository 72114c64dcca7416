import MVVMKitTesting
import Observation
import Testing

@MainActor @Observable private final class Model {
  var title = "Drinks"
}

@MainActor @Suite struct ObservationRecorderTests {
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
    model.title = "B"
    for _ in 0..<10 { await Task.yield() }
    #expect(recorder.values == ["Drinks", "A"])
  }
}
