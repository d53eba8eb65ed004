/// The state of a navigation stack: an ordered collection of elements, each with a
/// ``StackElementID`` that actions use to address it.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// case .detailButtonTapped:
///   state.path.append(.detail(Detail.State()))
/// ```
///
/// Appending takes the next id from the `\.stackElementID` dependency (`#0`, `#1`, … in each
/// test). Ids never change once given, so an element keeps its id, and its effects, however the
/// elements below it change. In test assertions address elements by id,
/// `$0.path[id: 0] = .detail(…)`, which inserts the element with that id when it is missing.
public struct StackState<Element> {
  @usableFromInline var storage: OrderedDictionary<StackElementID, Element>
  /// A number that changes, to one no other stack has had, whenever ids are added, removed or
  /// reordered: two stacks with the same revision hold the same ids, which observation and the
  /// stack reducer tell in O(1), without comparing or holding on to the ids. Not part of the
  /// value. `0` for a stack whose ids never changed, which is empty.
  @usableFromInline
  var idsRevision = 0
  /// What the stack reducer recorded of this stack, and the ids added and removed since: elements
  /// the parent removed outside the reducer (before or after it) are still recognised as popped,
  /// and their effects cancelled, on the next action the reducer sees. Not part of the value.
  @usableFromInline var mount = StackMount()

  /// An empty stack.
  public init() {
    self.storage = [:]
  }

  /// A stack of `elements`, bottom first, with newly generated ids.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// The ids of the elements, bottom first.
  @inlinable
  public var ids: OrderedSet<StackElementID> {
    self.storage.keys
  }

  /// The element with `id`, or `nil`.
  ///
  /// Setting `nil` removes the element (and only it); setting a value for a missing id appends
  /// the element with that id.
  public subscript(id id: StackElementID) -> Element? {
    get { self.storage[id] }
    set {
      if let newValue {
        if self.storage.index(forKey: id) == nil {
          DependencyValues._current.stackElementID.skip(past: id)
          self.storage[id] = newValue
          self.didAdd(id)
        } else {
          self.storage[id] = newValue
        }
      } else if self.storage.removeValue(forKey: id) != nil {
        self.didRemove(CollectionOfOne(id))
      }
    }
    _modify {
      if self.storage.index(forKey: id) == nil {
        var element: Element? = nil
        defer {
          if element != nil {
            DependencyValues._current.stackElementID.skip(past: id)
            self.storage[id] = element
            self.didAdd(id)
          }
        }
        yield &element
      } else {
        // Setting `nil` removes the element: the count tells.
        let count = self.storage.count
        defer {
          if self.storage.count != count { self.didRemove(CollectionOfOne(id)) }
        }
        yield &self.storage[id]
      }
    }
  }

  /// Adds `element` on top with `id`, which a `.push(id:state:)` action chose: unlike
  /// `self[id: id] = element`, this leaves the id generator alone (the stack reducer decides
  /// what a pushed id means for it).
  @inlinable
  mutating func insert(_ element: Element, pushedAs id: StackElementID) {
    if self.storage.updateValue(element, forKey: id) == nil {
      self.didAdd(id)
    }
  }

  /// The element with `id`, if it is in the case `casePath`: `state.path[id: id, case: \.detail]`.
  ///
  /// Writing `nil` removes the element. Writing while the element is in another case, or missing,
  /// is reported as an issue and changes nothing.
  public subscript<Case>(
    id id: StackElementID,
    case casePath: CaseKeyPath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    _read {
      yield self[id: id][
        _case: { $0[case: casePath] }, embed: { casePath($0) },
        at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
    _modify {
      yield &self[id: id][
        _case: { $0[case: casePath] }, embed: { casePath($0) },
        at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
  }

  /// Runs `body` on the element with `id` in place; `nil`, without running it, when there is no
  /// such element.
  @inlinable
  mutating func modifyElement<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = self.storage.index(forKey: id) else { return nil }
    return body(&self.storage.values[index])
  }

  /// Removes the element with `id` and every element above it.
  ///
  /// - Returns: Whether `id` was in the stack; nothing changes when it was not.
  @inlinable
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = self.storage.index(forKey: id) else { return false }
    self.removeStorage(index..<self.storage.count)
    return true
  }

  /// Removes every element above the one with `id`.
  ///
  /// - Returns: Whether `id` was in the stack; nothing changes when it was not.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = self.storage.index(forKey: id) else { return false }
    self.removeStorage((index + 1)..<self.storage.count)
    return true
  }

  /// Removes the elements at `range`, in place.
  @inlinable
  mutating func removeStorage(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    self.didRemove(self.storage.keys[range])
    self.storage.removeSubrange(range)
  }

  /// Notes that `id` was added: the ids' revision changes, and the stack reducer will find it.
  @inlinable
  mutating func didAdd(_ id: StackElementID) {
    self.idsRevision = _nextRevision()
    if self.mount.isMounted { self.mount.added.append(id) }
  }

  /// Notes that `ids` were removed (call it before removing them): the ids' revision changes,
  /// and the stack reducer will cancel their effects.
  @inlinable
  mutating func didRemove(_ ids: some Sequence<StackElementID>) {
    self.idsRevision = _nextRevision()
    if self.mount.isMounted { self.mount.removed.append(contentsOf: ids) }
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { 0 }

  public var endIndex: Int { self.storage.count }

  public subscript(position: Int) -> Element {
    get { self.storage.values[position] }
    set { self.storage.values[position] = newValue }
    _modify { yield &self.storage.values[position] }
  }

  /// Removes every element. Written out because the default one replaces the whole value, which
  /// would forget the ids the stack reducer saw last (`mountedIDs`) and so leave the removed
  /// elements' effects running.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    guard !self.storage.isEmpty else { return }
    self.didRemove(self.storage.keys)
    self.storage.removeAll(keepingCapacity: keepCapacity)
  }

  /// Replaces elements; the new ones get new ids from the `\.stackElementID` dependency.
  ///
  /// Removing elements (`removeLast()`, `remove(at:)`, …) and appending them (`append(_:)`) change
  /// the stack in place; other replacements rebuild it.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    if newElements.isEmpty {
      self.removeStorage(subrange)
      return
    }
    let generator = DependencyValues._current.stackElementID
    if subrange.isEmpty, subrange.lowerBound == self.storage.count {
      for element in newElements {
        var id = generator.next()
        // Ids chosen elsewhere (`path[id: 7] = …`) may be ahead of the generator.
        while self.storage.index(forKey: id) != nil { id = generator.next() }
        self.storage[id] = element
        self.didAdd(id)
      }
      return
    }
    var replaced = OrderedDictionary<StackElementID, Element>()
    replaced.reserveCapacity(self.storage.count - subrange.count + newElements.count)
    for (id, element) in self.storage.elements[..<subrange.lowerBound] {
      replaced[id] = element
    }
    for element in newElements {
      var id = generator.next()
      // Ids chosen elsewhere (`path[id: 7] = …`) may be ahead of the generator.
      while self.storage[id] != nil || replaced[id] != nil { id = generator.next() }
      replaced[id] = element
    }
    for (id, element) in self.storage.elements[subrange.upperBound...] {
      replaced[id] = element
    }
    self.didRemove(self.storage.keys[subrange])
    for id in replaced.keys[subrange.lowerBound..<(subrange.lowerBound + newElements.count)] {
      self.didAdd(id)
    }
    self.storage = replaced
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when they hold equal elements under the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.storage)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps as `[#0: …, #1: …]`, so that diffs name the ids tests use.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: self.storage.map { (key: $0.key, value: $0.value) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + self.storage.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
