public import MVVMKit

extension ActionKeys {
  /// The Meditation app's keys, for every screen and every view: on the home, Enter opens a
  /// session, `t` starts the timer, ← and → choose its length; in a session, `s` starts it, Space
  /// plays or pauses, ← and → seek, `-` and `+` change the volume, `p` and `n` change the song.
  public static let meditation: ActionKeys = [
    "session": [.enter], "timer": ["t"], "shorter-timer": [.left], "longer-timer": [.right],
    "start": ["s"], "play-pause": [" "], "seek-back": [.left], "seek-forward": [.right],
    "softer": ["-"], "louder": ["+", "="], "previous": ["p"], "next": ["n"],
  ]
}
