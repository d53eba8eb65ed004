import MacroTesting
import Testing

@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct PresentsMacroTests {
  @Test func presentedProperty() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        @Presents var destination: Destination.State?
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
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = Composable.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.destination, &_destination.wrappedValue, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.destination)
              }
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: Composable.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.destination, &_destination)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.destination, &_destination, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.destination)
              }
            }
            yield &_destination
          }
        }
        private var _destination = Composable.PresentationState<Destination.State>(wrappedValue: nil)
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
          keyPath == \Self.count || keyPath == \Self.destination
        }

        static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.count {
            return 0
          }
          if keyPath == \Self.$destination {
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
            return Composable._$modifyInPlace(&self.$destination, body)
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
            return Composable._$modifyInPlace(&self._destination, body)
          default:
            return nil
          }
        }

        static func _$visitTracked<__Visitor: Composable._TrackedPropertyVisitor<Self>>(
          _ visitor: inout __Visitor
        ) {
          visitor.visit(\Self.count)
          visitor.visit(\Self.destination)
        }
      }

      nonisolated extension State: Composable.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func publicPresentedPropertyWithInitialValue() {
    assertMacro {
      """
      public struct State {
        @Presents public var alert: Optional<Alert.State> = .init()
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: Optional<Alert.State> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = Composable.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.alert, &_alert.wrappedValue)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.alert, &_alert.wrappedValue, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.alert)
              }
            }
            yield &_alert.wrappedValue
          }
        }

        public var $alert: Composable.PresentationState<Alert.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \.alert, &_alert)
            defer {
              if _$observationRegistrar.didModify(Self.self, keyPath: \.alert, &_alert, oldValue, _$isIdentityEqual) {
                _$observationRegistrar.notify(self, keyPath: \.alert)
              }
            }
            yield &_alert
          }
        }
        private var _alert = Composable.PresentationState<Alert.State>(wrappedValue: .init())
      }
      """#
    }
  }

  @Test func nonOptionalIsDiagnosed() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' requires an explicit optional type, like '@Presents var destination: Destination.State?'
      }
      """
    }
  }

  @Test func missingTypeIsDiagnosed() {
    assertMacro {
      """
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination = Destination.State?.none
        ┬────────
        ╰─ 🛑 '@Presents' requires an explicit optional type, like '@Presents var destination: Destination.State?'
      }
      """
    }
  }

  @Test func letIsDiagnosed() {
    assertMacro {
      """
      struct State {
        @Presents let destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents let destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' must be applied to a single stored instance 'var' property
      }
      """
    }
  }
}
