public import MVVMKit

extension ActionKeys {
  /// The Nearby app's keys, for every screen and every view: `n` shows only the places open now
  /// (or every place again), `s` sorts a list the other way, `m` loads its next page; on a
  /// place, `o` opens it in Google Maps, `d` the directions, `c` calls it, `w` its website.
  public static let nearby: ActionKeys = [
    "open-now": ["n"], "sort": ["s"], "more": ["m"],
    "map": ["o"], "directions": ["d"], "call": ["c"], "website": ["w"],
  ]
}
