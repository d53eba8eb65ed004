@_exported import Composable
@_exported import ComposableCoordinators
@_exported import ComposableTerminal
