// The running thread's stack of scope frames (`ScopeStack` in Composable), which every `ifLet`,
// `forEach` and presentation level reaches on every action: kept where reading it is one
// instruction. The stack itself is owned through a pthread key, whose destructor releases it
// when the thread exits (and clears this pointer first).

#ifndef COMPOSABLE_THREAD_LOCALS_SCOPE_SLOT_H
#define COMPOSABLE_THREAD_LOCALS_SCOPE_SLOT_H

/// The running thread's scope stack, or null before its first use.
#if defined(__linux__) && !defined(__ANDROID__)
extern __thread void *composable_scope_slot __attribute__((tls_model("initial-exec")));
#else
extern __thread void *composable_scope_slot;
#endif

/// The running thread's scope stack, or null before its first use.
static inline void *composable_scope_slot_get(void) {
  return composable_scope_slot;
}

/// Sets the running thread's scope stack.
static inline void composable_scope_slot_set(void *slot) {
  composable_scope_slot = slot;
}

#endif
