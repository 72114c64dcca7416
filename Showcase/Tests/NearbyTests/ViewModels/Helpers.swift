import MVVMKitTesting
import Nearby

/// Waits until what `read` returns satisfies `condition`, following it as a view would; gives up
/// (and the test fails on its own expectations) if the recorder times out.
@MainActor
func waitFor<Value>(_ read: @escaping @MainActor () -> Value, _ condition: (Value) -> Bool) async {
  let recorder = ObservationRecorder(read)
  while let latest = recorder.latest, !condition(latest) {
    guard await recorder.next() != nil else { return }
  }
}

/// A place at `latitude`, `longitude` with `rating`.
func place(_ id: String, rating: Double?, at latitude: Double, _ longitude: Double, types: [String])
  -> Place
{
  Place(
    id: id, name: id.capitalized, vicinity: "\(id) street", rating: rating,
    location: Coordinate(latitude: latitude, longitude: longitude), types: types)
}

/// The calls a test service received, in order, and a stream that yields each as it arrives.
actor Calls {
  private(set) var made: [(type: PlaceType, token: String?)] = []
  let arrivals: AsyncStream<PlaceType>
  private let continuation: AsyncStream<PlaceType>.Continuation

  init() {
    (arrivals, continuation) = AsyncStream.makeStream()
  }

  func record(_ type: PlaceType, _ token: String?) {
    made.append((type, token))
    continuation.yield(type)
  }

  func count(of type: PlaceType) -> Int {
    made.filter { $0.type == type }.count
  }
}
