/// A response that may have left records out (see ``DecodedList``): ``HTTPClient/fetch(_:from:decoder:)``
/// tells an inspector's exchange log how many, and why.
public protocol PartlyReadable {
  /// The records left out, in the response's order; empty when every one was read.
  var unreadableRecords: [UnreadableRecord] { get }
  /// How many records the response held, read or not.
  var recordCount: Int { get }
}
