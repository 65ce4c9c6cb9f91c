/* A small C library for the external-symbol tests (tests/cli/shared-libs.mlir and
 * tests/aot_modes.rs): compiled by the test with `cc -shared -fPIC`, passed with
 * -shared-libs, called from MLIR. */
#include <stdint.h>
#include <stdio.h>

int32_t ext_scale(int32_t x, int32_t k) { return x * k + 1; }

int64_t ext_mix(int64_t a, double b, int8_t c) { return a + (int64_t)(b * 10.0) + c; }

double ext_half(double x) { return x / 2.0; }

static int64_t counter;

void ext_bump(int64_t by) { counter += by; }

int64_t ext_counter(void) { return counter; }
