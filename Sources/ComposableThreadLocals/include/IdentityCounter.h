// The numbers that tell observable state identities apart (see `ObservableStateID` in
// Composable): locations, one per new state value, and revisions, one per in-place modification
// of a child through its parent. Both come from one counter shared by all threads, so that no
// number is ever handed out twice.
//
// A revision is taken at every level of a feature tree on every action. Taken one by one from
// the shared counter, each was an atomic operation (a lock on Apple platforms before `Atomic`);
// so each thread reserves a block of numbers at once and hands revisions out of it with a
// thread-local read and an increment.

#ifndef COMPOSABLE_THREAD_LOCALS_IDENTITY_COUNTER_H
#define COMPOSABLE_THREAD_LOCALS_IDENTITY_COUNTER_H

#include <stdint.h>

/// The block of numbers the running thread hands revisions out of: `next` up to `end`.
typedef struct {
  intptr_t next;
  intptr_t end;
} composable_identity_block;

/// The running thread's block. On Linux the initial-exec model makes reading it one instruction
/// (the library is loaded with the program, never opened later).
#if defined(__linux__) && !defined(__ANDROID__)
extern __thread composable_identity_block composable_identity_reserve
    __attribute__((tls_model("initial-exec")));
#else
extern __thread composable_identity_block composable_identity_reserve;
#endif

/// Reserves `count` consecutive numbers from the shared counter, and returns the first.
intptr_t composable_identity_reserve_numbers(intptr_t count);

/// Reserves the running thread's next block, and returns its first number.
intptr_t composable_identity_refill_reserve(void);

/// A number no identity has had, from the running thread's block.
static inline intptr_t composable_identity_next_revision(void) {
  composable_identity_block *block = &composable_identity_reserve;
  intptr_t next = block->next;
  if (__builtin_expect(next != block->end, 1)) {
    block->next = next + 1;
    return next;
  }
  return composable_identity_refill_reserve();
}

#endif
