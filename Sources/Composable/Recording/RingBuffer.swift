/// A first-in first-out buffer of bounded size: appending to a full buffer drops the oldest
/// element, in constant time and without moving the others.
@usableFromInline
struct RingBuffer<Element> {
  @usableFromInline var storage: [Element] = []
  /// The index in `storage` of the oldest element, once the buffer is full.
  @usableFromInline var start = 0
  @usableFromInline let capacity: Int

  init(capacity: Int) {
    precondition(capacity > 0, "A ring buffer holds at least one element.")
    self.capacity = capacity
  }

  var count: Int { self.storage.count }

  /// Appends `element`, and returns the element it pushed out of a full buffer.
  @inlinable @discardableResult
  mutating func append(_ element: Element) -> Element? {
    guard self.storage.count == self.capacity else {
      self.storage.append(element)
      return nil
    }
    let dropped = self.storage[self.start]
    self.storage[self.start] = element
    self.start = self.start + 1 == self.capacity ? 0 : self.start + 1
    return dropped
  }

  mutating func removeAll() {
    self.storage.removeAll()
    self.start = 0
  }

  /// The elements, oldest first.
  var elements: [Element] {
    guard self.start != 0 else { return self.storage }
    return Array(self.storage[self.start...] + self.storage[..<self.start])
  }

  /// The newest element.
  var last: Element? {
    guard !self.storage.isEmpty else { return nil }
    return self.storage[(self.start + self.storage.count - 1) % self.storage.count]
  }
}
