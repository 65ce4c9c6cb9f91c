/* A C host for tests/cli/c-interface.mlir: calls the `_mlir_ciface_` wrappers of MLIR functions
 * marked `llvm.emit_c_interface` and implements two C-interface functions that MLIR calls.
 * The structs are MLIR's C-interface layouts: a rank-1 memref descriptor, and result structs
 * holding the results in order at their natural C alignment. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1DF32;

typedef struct {
  MemRef1DF32 m;
  float sum;
  int32_t count;
} ScaleResult;

typedef struct {
  float total;
  int64_t n;
} Stats;

typedef struct {
  _Bool negative;
  double half;
  int16_t low;
} Mixed;

void _mlir_ciface_scale(ScaleResult *out, MemRef1DF32 *m, float k);
int64_t _mlir_ciface_sum3(int64_t a, int64_t b, int64_t c);
void _mlir_ciface_roundtrip(Stats *out, int64_t n);
void _mlir_ciface_mixed(Mixed *out, int64_t x);

/* Called from MLIR: a fresh memref {1, 2, ..., n}. */
void _mlir_ciface_host_make(MemRef1DF32 *out, int64_t n) {
  float *data = malloc(sizeof(float) * (size_t)n);
  for (int64_t i = 0; i < n; i++) data[i] = (float)(i + 1);
  out->allocated = data;
  out->aligned = data;
  out->offset = 0;
  out->sizes[0] = n;
  out->strides[0] = 1;
}

/* Called from MLIR: the sum and the size of a memref, through a result struct. */
void _mlir_ciface_host_stats(Stats *out, MemRef1DF32 *m) {
  float total = 0;
  for (int64_t i = 0; i < m->sizes[0]; i++)
    total += m->aligned[m->offset + i * m->strides[0]];
  out->total = total;
  out->n = m->sizes[0];
  free(m->allocated);
}

int main(void) {
  float data[4] = {1.0f, 2.5f, -3.0f, 4.0f};
  MemRef1DF32 m = {data, data, 0, {4}, {1}};
  ScaleResult r;
  _mlir_ciface_scale(&r, &m, 2.0f);
  printf("scale: same buffer %d, size %lld, sum %g, count %d\n", r.m.aligned == data,
         (long long)r.m.sizes[0], r.sum, r.count);
  printf("data: %g %g %g %g\n", data[0], data[1], data[2], data[3]);
  printf("sum3: %lld\n", (long long)_mlir_ciface_sum3(10, -20, 300));
  Stats s;
  _mlir_ciface_roundtrip(&s, 5);
  printf("roundtrip: total %g, n %lld\n", s.total, (long long)s.n);
  Mixed x;
  _mlir_ciface_mixed(&x, -70001);
  printf("mixed: negative %d, half %g, low %d\n", x.negative, x.half, x.low);
  return 0;
}
