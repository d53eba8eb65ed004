#include "ScopeSlot.h"

__thread void *composable_scope_slot;
