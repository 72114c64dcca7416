public import MVVMKit
import MVVMKitNetworking

extension LoadFailure {
  /// The failure of a request to a photo service: its sentence, and whether asking again may
  /// mend it as the service's error says (a photo no one has, a search too long: never).
  public init(service error: any Error) {
    self.init(
      message: LoadFailure(error).message,
      isRetryable: (error as? APIError)?.isRetryable ?? true)
  }
}
