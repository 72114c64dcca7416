import Foundation
import MVVMKit

/// Why a session stopped reading a tab's messages.
public enum WebSessionError: Error, Equatable, CustomStringConvertible {
  /// The message is not one the page script sends.
  case malformed(String)

  /// The reason, as the server logs it.
  public var description: String {
    switch self {
    case .malformed(let reason): "A bad message on the socket: \(reason)."
    }
  }
}
