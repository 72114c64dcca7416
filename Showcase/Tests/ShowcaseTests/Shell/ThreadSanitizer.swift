#if canImport(Glibc)
  import Glibc

  /// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`, as
  /// `.ci/tsan` runs it): its runtime is linked in, and so it is in the `showcase` the tests start.
  let isUnderThreadSanitizer = dlsym(nil, "__tsan_init") != nil
#endif
