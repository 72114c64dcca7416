import Meditation

/// What a song sounds like: the sample catalogue has no recordings, so each song is a generated
/// soundscape whose pitch and texture follow from its id: a different sound for each song, and the
/// same sound every time.
struct Tone: Equatable {
  /// The drone's fundamental, in hertz: a low note of the A minor pentatonic scale.
  var drone: Double
  /// The second partial's ratio to the fundamental: a fifth, an octave or a twelfth.
  var interval: Double
  /// How fast the partials swell and ebb, in hertz (a breath is 0.1).
  var swell: Double
  /// How much soft noise (wind, surf) lies under the drone, as a share of full scale.
  var noise: Float
  /// How bright the noise is: the one-pole low-pass coefficient (higher is brighter).
  var brightness: Float
  /// The singing bowl's fundamental when the song starts, in hertz.
  var bowl: Double

  /// The low notes the drones are on: A1 to G2, the A minor pentatonic.
  static let notes: [Double] = [55.0, 65.41, 73.42, 82.41, 98.0]
  static let intervals: [Double] = [1.5, 2.0, 3.0]

  /// The tone of the song with `id`.
  init(songID id: Int) {
    // A 64-bit mix of the id (SplitMix64's finaliser), so that neighbouring ids differ everywhere.
    var bits = UInt64(bitPattern: Int64(id)) &+ 0x9E37_79B9_7F4A_7C15
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    bits ^= bits >> 31
    func pick(_ count: Int, _ shift: UInt64) -> Int { Int((bits >> shift) % UInt64(count)) }
    func fraction(_ shift: UInt64) -> Double { Double((bits >> shift) & 0xFF) / 255 }
    drone = Self.notes[pick(Self.notes.count, 0)]
    interval = Self.intervals[pick(Self.intervals.count, 8)]
    swell = 0.04 + 0.08 * fraction(16)
    noise = Float(0.015 + 0.035 * fraction(24))
    brightness = Float(0.02 + 0.10 * fraction(32))
    bowl = drone * [4, 5, 6][pick(3, 40)]
  }

  /// The closing bowl: as low as the lowest song's (A3), and longer and louder.
  static let closingBowl: Double = 220
}
