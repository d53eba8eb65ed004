#include "IdentityCounter.h"

#include <stdatomic.h>

/// How many numbers a thread reserves at once.
#define COMPOSABLE_IDENTITY_BLOCK_SIZE 4096

__thread composable_identity_block composable_identity_reserve;

/// The next number no identity has had. Starts at 1: location 0 stands for identities that
/// derive from no state value.
static _Atomic intptr_t composable_identity_counter = 1;

intptr_t composable_identity_reserve_numbers(intptr_t count) {
  return atomic_fetch_add_explicit(&composable_identity_counter, count, memory_order_relaxed);
}

intptr_t composable_identity_refill_reserve(void) {
  intptr_t first = composable_identity_reserve_numbers(COMPOSABLE_IDENTITY_BLOCK_SIZE);
  composable_identity_reserve.next = first + 1;
  composable_identity_reserve.end = first + COMPOSABLE_IDENTITY_BLOCK_SIZE;
  return first;
}
