import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import Observation
import TerminalUI

/// A state tree, the screen it was made for, and whether the outputs it read are unchanged since.
@MainActor
final class StateCache {
  /// The screen whose view model it shows.
  weak var screen: AnyObject?
  let tree: StateTree
  /// Cleared by Observation (on any thread) when an output the tree read is about to change.
  let isCurrent: LockIsolated<Bool>

  init(screen: AnyObject, tree: StateTree, isCurrent: LockIsolated<Bool>) {
    self.screen = screen
    self.tree = tree
    self.isCurrent = isCurrent
  }
}
