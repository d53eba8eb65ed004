import MacroTesting
import Testing

/// Which stored properties of an `@ObservableState` struct are tracked, and how their
/// storage is reached.
@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct ObservableStateTrackedPropertyTests {
  @Test func backtickedNamesReachTheirStorage() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var `default` = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var `default` {
          @storageRestrictions(initializes: _default)
          init(initialValue) {
            _default = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.`default`)
            return _default
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.`default`, &_default, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.`default`, &_default)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.`default`, &_default, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.`default`)
              }
            }
            yield &_default
          }
        }
        private var _default = 0
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
          keyPath == \Self.`default`
        }

        static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.`default` {
            return 0
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
            return Composable._$modifyInPlace(&self.`default`, body)
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
            return Composable._$modifyInPlace(&self._default, body)
          default:
            return nil
          }
        }

        static func _$visitTracked<__Visitor: Composable._TrackedPropertyVisitor<Self>>(
          _ visitor: inout __Visitor
        ) {
          visitor.visit(\Self.`default`)
        }
      }

      nonisolated extension State: Composable.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func propertyWrappersAreLeftAlone() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Wrapper var wrapped = 0
        @available(*, deprecated) var old = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @Wrapper var wrapped = 0
        @available(*, deprecated)
        var old {
          @storageRestrictions(initializes: _old)
          init(initialValue) {
            _old = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.old)
            return _old
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.old, &_old, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.old, &_old)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.old, &_old, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.old)
              }
            }
            yield &_old
          }
        }
        private var _old = 0
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
          keyPath == \Self.old
        }

        static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.old {
            return 0
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
            return Composable._$modifyInPlace(&self.old, body)
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
            return Composable._$modifyInPlace(&self._old, body)
          default:
            return nil
          }
        }

        static func _$visitTracked<__Visitor: Composable._TrackedPropertyVisitor<Self>>(
          _ visitor: inout __Visitor
        ) {
          visitor.visit(\Self.old)
        }
      }

      nonisolated extension State: Composable.ObservableState, Observation.Observable {
      }
      """#
    }
  }
}
