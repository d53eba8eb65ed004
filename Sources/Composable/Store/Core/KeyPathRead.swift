/// The value at `keyPath` in the value `pointer` points to, read in place.
///
/// `pointer.pointee[keyPath: keyPath]` copies the whole root before applying the key path (for a
/// parent state, everything below it, at every level of a chain of scoped stores); applied to an
/// `inout` root, the key path reads it where it is. Nothing is written: the pointer is only made
/// mutable to reach the root that way, and it points to memory a core allocated.
@inlinable
func readInPlace<Root, Value>(_ keyPath: KeyPath<Root, Value>, in pointer: UnsafePointer<Root>)
  -> Value
{
  readInPlace(keyPath, from: &UnsafeMutablePointer(mutating: pointer).pointee)
}

@inlinable
func readInPlace<Root, Value>(_ keyPath: KeyPath<Root, Value>, from root: inout Root) -> Value {
  root[keyPath: keyPath]
}
