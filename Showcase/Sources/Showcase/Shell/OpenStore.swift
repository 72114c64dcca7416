import MVVMKitStorage

/// The store `open` makes of the user's files, or why there is none: a sentence the app shows
/// while it runs without one (a cache or log is a help, never a reason not to start).
///
/// In a replay (``Replay``) none is opened, and `open` is not called: a replay shows what was
/// recorded, so it reads none of the viewer's files (their favourites, sittings and kept answers
/// would change what it shows) and changes none (a recorded `f` would add or remove one of
/// their favourites). What its keys make stays in memory, as in a session with no store.
func openStore<Store>(_ open: () throws(StoreError) -> Store) -> (store: Store?, notice: String?) {
  guard Replay.current == nil else { return (nil, nil) }
  do {
    return (try open(), nil)
  } catch {
    return (nil, error.message)
  }
}
