public import MVVMKitStorage

/// The rates cache cannot be used as asked; the message says why, for the user.
public typealias CacheError = StoreError
