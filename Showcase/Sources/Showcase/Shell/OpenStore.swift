import MVVMKitStorage

/// The store `open` makes, or why there is none: a sentence the app shows while it runs without
/// one (a cache or log is a help, never a reason not to start).
func openStore<Store>(_ open: () throws(StoreError) -> Store) -> (store: Store?, notice: String?) {
  do {
    return (try open(), nil)
  } catch {
    return (nil, error.message)
  }
}
