import MVVMKitNetworking

/// The catalogue of a timer: one silent sitting.
struct SittingCatalog: SongCatalog {
  let sitting: Song
  func songs() async throws(APIError) -> [Song] { [sitting] }
}
