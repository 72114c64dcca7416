import Foundation

/// Why writing a file failed, in words a user acts on: "the disk is full", not
/// `NSCocoaErrorDomain Code=640`.
enum WriteFailure {
  /// Why the write that threw `error` failed, in words: "the disk is full", or the system's
  /// sentence where no better one is known.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    let code = [nsError, underlying].compactMap(\.self)
      .first { $0.domain == NSPOSIXErrorDomain }?.code
    switch code.flatMap({ POSIXErrorCode(rawValue: Int32($0)) }) {
    case .ENOSPC?, .EDQUOT?: return "the disk is full"
    case .EROFS?: return "the disk is read-only"
    case .EACCES?, .EPERM?: return "its permissions refuse it"
    case .ENOENT?: return "its folder is gone"
    case .EBADF?: return "it is closed"
    case .EPIPE?: return "what read it has stopped reading"
    case .EIO?: return "the device failed"
    default:
      if nsError.domain == NSCocoaErrorDomain {
        if nsError.code == CocoaError.fileWriteOutOfSpace.rawValue { return "the disk is full" }
        if nsError.code == CocoaError.fileWriteNoPermission.rawValue {
          return "its permissions refuse it"
        }
        if nsError.code == CocoaError.fileNoSuchFile.rawValue { return "its folder is gone" }
        if nsError.code == CocoaError.fileWriteVolumeReadOnly.rawValue {
          return "the disk is read-only"
        }
      }
      return nsError.localizedDescription
    }
  }
}
