import Foundation

/// A kind of folder the apps keep files in (``FolderOption``): its option, what its help says,
/// and where it is when the option is not given.
protocol AppFolder {
  /// The option's long name, such as `data-dir`.
  static var option: String { get }
  /// What the option's help says.
  static var help: String { get }
  /// Where the folder is when the option is not given.
  static var defaultURL: URL { get }
}
