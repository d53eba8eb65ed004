/// A description of work a reducer asks the store to perform after it has changed state.
///
/// Effects are values: building one does nothing. The store that received the action interprets
/// it: `.send` actions are reduced synchronously, before `Store.send` returns; `.run` work starts
/// in a task whose actions hop back to the main actor.
///
/// ```swift
/// case .startTimer:
///   return .run { send in
///     for await _ in clock.timer(interval: .seconds(1)) {
///       await send(.tick)
///     }
///   }
///   .cancellable(id: CancelID.timer)
/// ```
public struct Effect<Action> {
  @usableFromInline
  package indirect enum Operation {
    case none
    case send(Action)
    case run(Run)
    case publisher(PublisherRun)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(CancelToken, cancelInFlight: Bool, Effect<Action>)
    case cancel(CancelToken)
  }

  /// The asynchronous body of a `.run` effect, together with how its task is created.
  @usableFromInline
  package struct Run {
    package let priority: TaskPriority?
    package let name: String?
    /// Where the effect was created (`Effect.run`), for issues about it; `nil` for effects the
    /// library builds itself.
    package let location: EffectLocation?
    package let body: @Sendable (Send<Action>) async -> Void

    package init(
      priority: TaskPriority?,
      name: String?,
      location: EffectLocation? = nil,
      body: @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.priority = priority
      self.name = name
      self.location = location
      self.body = body
    }

    /// The same effect (priority, name, location) with another body: what operators that wrap an
    /// effect's work build.
    package func replacingBody<NewAction>(
      _ body: @escaping @Sendable (Send<NewAction>) async -> Void
    ) -> Effect<NewAction>.Run {
      Effect<NewAction>.Run(
        priority: self.priority, name: self.name, location: self.location, body: body
      )
    }
  }

  @usableFromInline
  package let operation: Operation

  @usableFromInline
  package init(operation: Operation) {
    self.operation = operation
  }
}

/// A convenience for the effect type of a reducer: `EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and finishes at once.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that synchronously feeds `action` back into the store, after the action being
  /// reduced and before `Store.send` returns.
  ///
  /// Prefer calling shared logic directly over sending actions to share logic; `.send` exists for
  /// delegating to a parent and for the rare case where ordering through the store matters.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs `operation` in a new task and lets it send actions back to the store.
  ///
  /// The dependencies in force while the reducer built the effect are the ones the operation sees,
  /// even though it runs later and on another executor.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - name: A name for the task, shown by debuggers and in issue messages.
  ///   - operation: The work to do. Call `send` to feed actions back into the store.
  ///   - handler: Called with an error the operation throws, other than cancellation. Without
  ///     it, such an error is reported with `reportIssue`.
  ///   - fileID: The file the effect is created in, for issue messages.
  ///   - filePath: The full path of that file.
  ///   - line: The line the effect is created on, for issue messages.
  ///   - column: The column the effect is created at.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let scope = CancellationScope.current
    return withEscapedPresentationDependencies { dependencies in
      Self(
        operation: .run(
          Run(
            priority: priority,
            name: name,
            location: EffectLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          ) { send in
            await dependencies.yield {
              await CancellationScope.$ofRunningEffect.withValue(scope) {
                do {
                  try await operation(send)
                } catch is CancellationError {
                } catch  where Task.isCancelled {
                } catch {
                  if let handler {
                    await handler(error, send)
                  } else {
                    reportIssue(
                      """
                      An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error:

                      \(String(customDumping: error).indent(by: 2))

                      All non-cancellation errors must be explicitly handled via the "catch" \
                      parameter on "Effect.run", or via a "do" block.
                      """,
                      fileID: fileID,
                      filePath: filePath,
                      line: line,
                      column: column
                    )
                  }
                }
              }
            }
          }
        )
      )
    }
  }
}

extension String {
  func indent(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
