// The clocks a test drives (swift-clocks' `TestClock` and `ImmediateClock`), so that a test needs
// no package but this one: `import MVVMKitTesting` is enough to write
// `let clock = TestClock()`.
@_exported public import Clocks
