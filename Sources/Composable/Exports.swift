@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import OrderedCollections

// Where there is no Combine, OpenCombine stands in for it: code written against Combine's
// publishers (`Effect.publisher`, `store.publisher`) compiles after `import Composable` alone.
#if !canImport(Combine)
  @_exported import OpenCombineShim
#endif
