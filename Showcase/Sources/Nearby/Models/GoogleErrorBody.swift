import Foundation
import MVVMKitNetworking

/// Google's error body, `{"error": {"code": 403, "message": "…", "status": "PERMISSION_DENIED"}}`.
struct GoogleErrorBody: Decodable, Sendable {
  struct Details: Decodable, Sendable {
    var code: Int?
    var message: String?
    var status: String?
  }

  var error: Details
}
