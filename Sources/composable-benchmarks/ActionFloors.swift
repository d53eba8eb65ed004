import Composable

// The floor that the action shape of presented features sets under a send from a 10-deep store,
// whatever the store and its operators do: the leaf's action built into the root's action (one
// `indirect` `.presented` box per level, with the enums around it), matched back down to the
// leaf level by level, and dropped. No store, no reducer. (`tenDeepDestinationAction` also
// builds the action that `destination-root-send` sends to the root store.)

/// The leaf's action, as the root of the destination chain receives it: ten
/// `.destination(.presented(.child(…)))` levels, each allocating a box for `.presented`.
@inline(never)
func tenDeepDestinationAction(_ leaf: Leaf.Action = .increment) -> Presenting10.Action {
  let l1 = Presenting1.Action.destination(.presented(.child(leaf)))
  let l2 = Presenting2.Action.destination(.presented(.child(l1)))
  let l3 = Presenting3.Action.destination(.presented(.child(l2)))
  let l4 = Presenting4.Action.destination(.presented(.child(l3)))
  let l5 = Presenting5.Action.destination(.presented(.child(l4)))
  let l6 = Presenting6.Action.destination(.presented(.child(l5)))
  let l7 = Presenting7.Action.destination(.presented(.child(l6)))
  let l8 = Presenting8.Action.destination(.presented(.child(l7)))
  let l9 = Presenting9.Action.destination(.presented(.child(l8)))
  return .destination(.presented(.child(l9)))
}

/// The leaf's action inside a 10-deep destination action, matched level by level as the
/// reducers of the chain match it; `nil` for any other action.
@inline(never)
func leafAction(of action: Presenting10.Action) -> Leaf.Action? {
  guard case .destination(.presented(.child(let l9))) = action,
    case .destination(.presented(.child(let l8))) = l9,
    case .destination(.presented(.child(let l7))) = l8,
    case .destination(.presented(.child(let l6))) = l7,
    case .destination(.presented(.child(let l5))) = l6,
    case .destination(.presented(.child(let l4))) = l5,
    case .destination(.presented(.child(let l3))) = l4,
    case .destination(.presented(.child(let l2))) = l3,
    case .destination(.presented(.child(let l1))) = l2,
    case .destination(.presented(.child(let leaf))) = l1
  else { return nil }
  return leaf
}

/// The leaf's action, as the root of the chain of `@Presents` struct children receives it: ten
/// `.child(.presented(…))` levels, each allocating a box for `.presented`.
@inline(never)
func tenDeepSheetAction(_ leaf: Leaf.Action = .increment) -> Sheet10.Action {
  let l1 = Sheet1.Action.child(.presented(leaf))
  let l2 = Sheet2.Action.child(.presented(l1))
  let l3 = Sheet3.Action.child(.presented(l2))
  let l4 = Sheet4.Action.child(.presented(l3))
  let l5 = Sheet5.Action.child(.presented(l4))
  let l6 = Sheet6.Action.child(.presented(l5))
  let l7 = Sheet7.Action.child(.presented(l6))
  let l8 = Sheet8.Action.child(.presented(l7))
  let l9 = Sheet9.Action.child(.presented(l8))
  return .child(.presented(l9))
}

/// The leaf's action inside a 10-deep sheet action, matched level by level; `nil` for any other
/// action.
@inline(never)
func leafAction(of action: Sheet10.Action) -> Leaf.Action? {
  guard case .child(.presented(let l9)) = action,
    case .child(.presented(let l8)) = l9,
    case .child(.presented(let l7)) = l8,
    case .child(.presented(let l6)) = l7,
    case .child(.presented(let l5)) = l6,
    case .child(.presented(let l4)) = l5,
    case .child(.presented(let l3)) = l4,
    case .child(.presented(let l2)) = l3,
    case .child(.presented(let l1)) = l2,
    case .child(.presented(let leaf)) = l1
  else { return nil }
  return leaf
}
