import MacroTesting
import Testing

/// The members, accessors and conformances `@ObservableState` generates for a struct.
@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct ObservableStateStructTests {
  @Test func structTracksStoredVars() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var text: String
        let id: Int
        var isEven: Bool { count.isMultiple(of: 2) }
        static var shared = 0
        @ObservationStateIgnored var cache: [Int] = []
        @ObservationIgnored var other = 1
        lazy var expensive = 42
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.count, &_count)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }
        private var _count = 0
        var text: String {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.text, &_text, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.text, &_text)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.text, &_text, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.text)
              }
            }
            yield &_text
          }
        }
        private var _text: String
        let id: Int
        var isEven: Bool { count.isMultiple(of: 2) }
        static var shared = 0
        var cache: [Int] = []
        @ObservationIgnored var other = 1
        lazy var expensive = 42
        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        mutating func _$access<__Value>(_ keyPath: KeyPath<Self, __Value>) {
          _$observationRegistrar.access(self, keyPath: keyPath)
        }

        static func _$accessRegistration<__Value>(_ keyPath: KeyPath<Self, __Value>) -> (UnsafeRawPointer) -> Void {
          { state in
            UnsafeMutableRawPointer(mutating: state).assumingMemoryBound(to: Self.self).pointee._$access(keyPath)
          }
        }

        static func _$isTracked(_ keyPath: AnyKeyPath) -> Bool {
          keyPath == \Self.count || keyPath == \Self.text
        }

        static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.count {
            return 0
          }
          if keyPath == \Self.text {
            return 1
          }
          return nil
        }

        @inline(__always)
        mutating func _$modify<__Value, __Result>(
          trackedIndex: Int,
          _ body: (inout __Value) -> __Result
        ) -> __Result? {
          switch trackedIndex {
          case 0:
            return Composable._$modifyInPlace(&self.count, body)
          case 1:
            return Composable._$modifyInPlace(&self.text, body)
          default:
            return nil
          }
        }

        @inline(__always)
        mutating func _$peek<__Value, __Result>(
          trackedIndex: Int,
          _ body: (inout __Value) -> __Result
        ) -> __Result? {
          switch trackedIndex {
          case 0:
            return Composable._$modifyInPlace(&self._count, body)
          case 1:
            return Composable._$modifyInPlace(&self._text, body)
          default:
            return nil
          }
        }

        static func _$visitTracked<__Visitor: Composable._TrackedPropertyVisitor<Self>>(
          _ visitor: inout __Visitor
        ) {
          visitor.visit(\Self.count)
          visitor.visit(\Self.text)
        }
      }

      nonisolated extension State: Composable.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func publicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        public var count = 0
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.count, &_count)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }
        private var _count = 0
        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$access<__Value>(_ keyPath: KeyPath<Self, __Value>) {
          _$observationRegistrar.access(self, keyPath: keyPath)
        }

        public static func _$accessRegistration<__Value>(_ keyPath: KeyPath<Self, __Value>) -> (UnsafeRawPointer) -> Void {
          { state in
            UnsafeMutableRawPointer(mutating: state).assumingMemoryBound(to: Self.self).pointee._$access(keyPath)
          }
        }

        public static func _$isTracked(_ keyPath: AnyKeyPath) -> Bool {
          keyPath == \Self.count
        }

        public static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.count {
            return 0
          }
          return nil
        }

        @inline(__always)
        public mutating func _$modify<__Value, __Result>(
          trackedIndex: Int,
          _ body: (inout __Value) -> __Result
        ) -> __Result? {
          switch trackedIndex {
          case 0:
            return Composable._$modifyInPlace(&self.count, body)
          default:
            return nil
          }
        }

        @inline(__always)
        public mutating func _$peek<__Value, __Result>(
          trackedIndex: Int,
          _ body: (inout __Value) -> __Result
        ) -> __Result? {
          switch trackedIndex {
          case 0:
            return Composable._$modifyInPlace(&self._count, body)
          default:
            return nil
          }
        }

        public static func _$visitTracked<__Visitor: Composable._TrackedPropertyVisitor<Self>>(
          _ visitor: inout __Visitor
        ) {
          visitor.visit(\Self.count)
        }
      }

      nonisolated extension State: Composable.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func structAlreadyConforming() {
    assertMacro(["ObservableState": MacroSpecs.observableStateWithoutConformances]) {
      """
      @ObservableState
      struct State: ObservableState, Observable {
      }
      """
    } expansion: {
      """
      struct State: ObservableState, Observable {

        @ObservationStateIgnored
        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        mutating func _$access<__Value>(_ keyPath: KeyPath<Self, __Value>) {
          _$observationRegistrar.access(self, keyPath: keyPath)
        }

        static func _$accessRegistration<__Value>(_ keyPath: KeyPath<Self, __Value>) -> (UnsafeRawPointer) -> Void {
          { state in
            UnsafeMutableRawPointer(mutating: state).assumingMemoryBound(to: Self.self).pointee._$access(keyPath)
          }
        }
      }
      """
    }
  }
}
