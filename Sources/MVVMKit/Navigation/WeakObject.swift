/// A weak reference to an object, for lists of views a stack owns.
struct WeakObject {
  weak var value: AnyObject?
  init(_ value: AnyObject) { self.value = value }
}
