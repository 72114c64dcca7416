import CImageCodecs

/// Gives the memory the process has freed back to the system. glibc keeps what a program frees in
/// its heaps for the next allocations, so a server whose tabs have all closed would go on holding
/// what they used at their busiest; this returns the free pages (`malloc_trim`, through the C
/// target that already tunes the allocator for photos). Elsewhere, nothing to do.
enum HeapTrim {
  /// Returns the free pages of every heap to the system.
  static func giveBack() {
    mvvm_heap_trim()
  }
}
