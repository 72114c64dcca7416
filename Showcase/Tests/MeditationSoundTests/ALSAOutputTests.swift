import Foundation
import MVVMKitTesting
import Testing

@testable import MeditationSound

/// ALSA, without a sound card: its null device takes the sound through the whole path, and a
/// device that is not there is refused with why.
@Suite(.timeLimit(.scaled(minutes: 1))) struct ALSAOutputTests {
  #if os(Linux)
    @Test func theNullDeviceTakesTheSoundAndKeepsNoTime() throws {
      let device = try ALSAOutput(device: "null")
      #expect(!device.isPaced)
      try [Int16](repeating: 100, count: 44_100 * 2).withUnsafeBufferPointer {
        try device.write($0)
      }
      #expect(device.queuedFrames == 0)
      try device.close()
    }

    @Test func aDeviceThatIsNotThereIsRefusedWithWhy() {
      #expect(
        throws: AudioOutputError(
          "no sound device “mvvmkit-no-such-device” (No such file or directory)")
      ) {
        try ALSAOutput(device: "mvvmkit-no-such-device")
      }
    }

    @Test func aLiveStageOnTheNullDevicePlaysAndClosesAtOnce() throws {
      let stage = SoundStage.live(output: try ALSAOutput(device: "null"), note: "Sound on “null”")
      stage.perform { $0.play(.first, from: .zero) }
      stage.perform { $0.finish() }
      try stage.close()
      #expect(stage.failure == nil)
    }
  #endif
}
