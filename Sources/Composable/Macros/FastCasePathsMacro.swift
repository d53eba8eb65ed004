/// Conforms a case-pathable enum to ``_FastCasePathable``, generating
/// ``_FastCasePathable/_$casePath(for:)``, ``_FastCasePathable/_$visitCases(_:)`` and
/// ``_FastCasePathable/_$caseMove(for:)`` from its cases.
///
/// `@Reducer` attaches this macro itself, next to `@CasePathable`, to the `Action` and `State`
/// enums of a struct reducer and to the `State` and `Action` enums it generates for an enum
/// reducer; there is no need to write it. The operators that scope reducers and stores to a case
/// (`ifLet`, `forEach`, `Scope`, `ifCaseLet`, `Store.scope`) then extract and embed that enum's
/// cases through direct pattern matching instead of CasePaths' reflection-based case paths.
///
/// The enum must also be `@CasePathable`. Cases declared inside `#if`, cases with attributes
/// such as `@available`, and associated values that cannot be restated as a type (`inout`,
/// `@autoclosure`) are left out and keep using CasePaths.
@attached(
  member,
  names: named(_$casePath), named(_$visitCases), named(_$caseMove), named(_$presentedMatcher))
@attached(extension, conformances: _FastCasePathable)
public macro _FastCasePaths() =
  #externalMacro(module: "ComposableMacros", type: "FastCasePathsMacro")
