/// The child stores a store made with `scope(state:action:)`, found again by the key paths they
/// were made with.
///
/// A store has a handful of children at most, so they are kept in a list and compared one by
/// one, rather than hashed: hashing a key path walks all its components (and, for a case key
/// path, resolves the type of its argument by name), and the key paths that call sites write as
/// literals are usually the very same objects from one call to the next, which `==` on key paths
/// recognizes before comparing anything else. The first child is kept inline, so a store with one
/// child allocates nothing for it.
@MainActor
@usableFromInline
struct ChildStores {
  @usableFromInline
  struct Entry {
    @usableFromInline let state: AnyKeyPath
    @usableFromInline let action: AnyKeyPath
    @usableFromInline let store: AnyObject

    @inlinable
    init(state: AnyKeyPath, action: AnyKeyPath, store: AnyObject) {
      self.state = state
      self.action = action
      self.store = store
    }

    @inlinable
    func matches(state: AnyKeyPath, action: AnyKeyPath) -> Bool {
      self.state == state && self.action == action
    }
  }

  @usableFromInline var first: Entry?
  @usableFromInline var others: [Entry] = []

  @inlinable
  init() {}

  /// The child store of type `Child` made with `state` and `action`, if there is one.
  @inlinable
  func store<Child: AnyObject>(
    state: AnyKeyPath, action: AnyKeyPath, as _: Child.Type
  ) -> Child? {
    guard let first = self.first else { return nil }
    if first.matches(state: state, action: action), let store = first.store as? Child {
      return store
    }
    for entry in self.others where entry.matches(state: state, action: action) {
      if let store = entry.store as? Child { return store }
    }
    return nil
  }

  /// Keeps `store` as the child made with `state` and `action`, in place of a child of the same
  /// type made with them before.
  @inlinable
  mutating func insert<Child: AnyObject>(_ store: Child, state: AnyKeyPath, action: AnyKeyPath) {
    let entry = Entry(state: state, action: action, store: store)
    guard let first = self.first else {
      self.first = entry
      return
    }
    if first.matches(state: state, action: action), first.store is Child {
      self.first = entry
      return
    }
    for index in self.others.indices
    where self.others[index].matches(state: state, action: action)
      && self.others[index].store is Child
    {
      self.others[index] = entry
      return
    }
    self.others.append(entry)
  }

  /// Forgets the child made with `state` and `action`, if there is one: a scope whose state went
  /// away, so that the store and everything scoped from it can be freed.
  @usableFromInline
  mutating func remove(state: AnyKeyPath, action: AnyKeyPath) {
    if let first = self.first, first.matches(state: state, action: action) {
      self.first = self.others.isEmpty ? nil : self.others.removeFirst()
      return
    }
    self.others.removeAll { $0.matches(state: state, action: action) }
  }

  /// The child stores kept, for counting.
  var stores: [AnyObject] {
    (self.first.map { [$0.store] } ?? []) + self.others.map(\.store)
  }
}
