// Calls MLIR's runner-utils C functions directly, for what MLIR programs corolift compiles cannot
// reach yet (complex and vector<4x4xf32> elements, the (rank, descriptor) verifiers, NaN and
// signed zeros in stdSort, long shuffles, every rtrand range path, printFlops' non-finite values).
// runtime/scripts/dropin-check.sh links it once against MLIR 22's two runner-utils libraries and
// once against corolift-runtime's cdylib, and requires identical output (addresses normalised).
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <stdlib.h>
typedef struct { int64_t rank; void *desc; } U;
typedef struct { void *a, *d; int64_t off, size[1], stride[1]; } D1;
typedef struct { void *a, *d; int64_t off, size[2], stride[2]; } D2;
typedef struct { void *a, *d; int64_t off; } D0;
typedef struct { void *a, *d; int64_t off, size[3], stride[3]; } D3;
typedef struct { void *a, *d; int64_t off, size[4], stride[4]; } D4;
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
void _mlir_ciface_printMemrefC32(U*); void _mlir_ciface_printMemrefC64(U*);
void printMemrefC32(int64_t, void*); void printMemrefC64(int64_t, void*);
int64_t _mlir_ciface_verifyMemRefC32(U*, U*); int64_t _mlir_ciface_verifyMemRefC64(U*, U*);
int64_t verifyMemRefC32(int64_t, void*, void*); int64_t verifyMemRefF32(int64_t, void*, void*);
int64_t verifyMemRefInd(int64_t, void*, void*); int64_t verifyMemRefI32(int64_t, void*, void*);
int64_t verifyMemRefF64(int64_t, void*, void*); int64_t verifyMemRefC64(int64_t, void*, void*);
void _mlir_ciface_printMemrefShapeC32(U*); void _mlir_ciface_printMemrefShapeC64(U*);
void _mlir_ciface_printMemref1dC32(D1*); void _mlir_ciface_printMemref1dC64(D1*);
void _mlir_ciface_printMemrefVector4x4xf32(D2*);
void _mlir_ciface_printMemref0dF32(D0*); void _mlir_ciface_printMemref3dF32(D3*); void _mlir_ciface_printMemref4dF32(D4*);
void *rtsrand(uint64_t); uint64_t rtrand(void*, uint64_t); void rtdrand(void*);
void _mlir_ciface_shuffle(D1*, void*);
void _mlir_ciface_stdSortF64(uint64_t, D1*); void _mlir_ciface_stdSortF32(uint64_t, D1*); void _mlir_ciface_stdSortI64(uint64_t, D1*);
void *mlirAlignedAlloc(uint64_t, uint64_t); void mlirAlignedFree(void*); void *mlirAlloc(uint64_t); void mlirFree(void*);
void printFlops(double);
void printF16(uint16_t); void printBF16(uint16_t);
typedef union { uint16_t h; float f; uint32_t u; } bf_ret;
float __truncsfbf2(float); float __truncdfbf2(double);

static void pd(double *v, int n) { for (int i = 0; i < n; i++) { uint64_t b; memcpy(&b, &v[i], 8); printf("%g/%d ", v[i], (int)(b>>63)); } printf("\n"); }
static void pf(float *v, int n) { for (int i = 0; i < n; i++) { uint32_t b; memcpy(&b, &v[i], 4); printf("%g/%d ", v[i], (int)(b>>31)); } printf("\n"); }

int main() {
  c32 a[3] = {{1.5f, -2.0f}, {0.1f, 1e10f}, {NAN, -INFINITY}};
  D1 d = {a, a, 0, {3}, {1}}; U u = {1, &d};
  _mlir_ciface_printMemrefC32(&u); printMemrefC32(1, &d); _mlir_ciface_printMemrefShapeC32(&u); _mlir_ciface_printMemref1dC32(&d);
  c32 b[3] = {{1.5f, -2.0f}, {0.1f, 1e10f}, {NAN, -INFINITY}}; D1 db = {b, b, 0, {3}, {1}}; U ub = {1, &db};
  fflush(stdout); fprintf(stderr, "v=%ld\n", (long)_mlir_ciface_verifyMemRefC32(&u, &ub)); fflush(stderr);
  fprintf(stderr, "v=%ld\n", (long)verifyMemRefC32(1, &d, &db)); fflush(stderr);
  c64 x[4] = {{1, 2}, {-0.0, 3.25}, {1e-300, 123456789}, {4, 5}};
  D2 dx = {x, x, 0, {2, 2}, {2, 1}}; U ux = {2, &dx};
  _mlir_ciface_printMemrefC64(&ux); printMemrefC64(2, &dx); _mlir_ciface_printMemrefShapeC64(&ux);
  D1 dx1 = {x, x, 1, {3}, {1}}; _mlir_ciface_printMemref1dC64(&dx1);
  c64 y[4] = {{1, 2}, {0.0, 3.25}, {1e-300, 123456780}, {4, 5}}; D2 dy = {y, y, 0, {2, 2}, {2, 1}}; U uy = {2, &dy};
  fflush(stdout); fprintf(stderr, "v=%ld\n", (long)_mlir_ciface_verifyMemRefC64(&ux, &uy)); fflush(stderr);
  D2 dy2 = {y, y, 0, {2, 2}, {1, 2}}; U uy2 = {2, &dy2};
  fprintf(stderr, "v=%ld\n", (long)_mlir_ciface_verifyMemRefC64(&ux, &uy2)); fprintf(stderr, "|\n"); fflush(stderr);
  float vec[32]; for (int i = 0; i < 32; i++) vec[i] = i * 0.5f - 3;
  D2 dv = {vec, vec, 0, {1, 2}, {2, 1}}; _mlir_ciface_printMemrefVector4x4xf32(&dv);
  float f[24]; for (int i = 0; i < 24; i++) f[i] = i + 0.25f;
  D0 d0 = {f, f, 5}; _mlir_ciface_printMemref0dF32(&d0);
  D3 d3 = {f, f, 1, {2, 3, 2}, {12, 4, 1}}; _mlir_ciface_printMemref3dF32(&d3);
  D4 d4 = {f, f, 0, {2, 1, 3, 2}, {12, 12, 4, 2}}; _mlir_ciface_printMemref4dF32(&d4);
  D4 d4e = {f, f, 0, {2, 0, 3, 1}, {12, 12, 4, 2}}; _mlir_ciface_printMemref4dF32(&d4e);
  float g[6] = {1, 2, 3, 4, 5, 6}, h[6] = {1, 2.0000001f, NAN, 4, 5.1f, 6};
  D1 dg = {g, g, 0, {6}, {1}}, dh = {h, h, 0, {6}, {1}};
  fflush(stdout); fprintf(stderr, "v=%ld\n", (long)verifyMemRefF32(1, &dg, &dh)); fflush(stderr);
  double gd[3] = {1, 1e300, 0}, hd[3] = {1 + 1e-13, INFINITY, -0.0};
  D1 dgd = {gd, gd, 0, {3}, {1}}, dhd = {hd, hd, 0, {3}, {1}};
  fprintf(stderr, "v=%ld\n", (long)verifyMemRefF64(1, &dgd, &dhd)); fflush(stderr);
  int32_t ia[12], ib[12]; for (int i = 0; i < 12; i++) { ia[i] = i; ib[i] = -i; }
  D1 dia = {ia, ia, 0, {12}, {1}}, dib = {ib, ib, 0, {12}, {1}};
  fprintf(stderr, "v=%ld\n", (long)verifyMemRefI32(1, &dia, &dib)); fflush(stderr);
  uint64_t ua[2] = {1, (uint64_t)-1}, ub2[2] = {2, 3};
  D1 dua = {ua, ua, 0, {2}, {1}}, dub = {ub2, ub2, 0, {2}, {1}};
  fprintf(stderr, "v=%ld\n", (long)verifyMemRefInd(1, &dua, &dub)); fflush(stderr);
  // The verifier reads the aligned pointers (the allocated one here is garbage), from the offset.
  float vx[4] = {1, 2, 3, 4}, vy[4] = {1, 2, 3, 5};
  D1 dvx = {(void *)0x10, vx, 1, {3}, {1}}, dvy = {(void *)0x10, vy, 1, {3}, {1}};
  fprintf(stderr, "v=%ld\n", (long)verifyMemRefF32(1, &dvx, &dvy)); fflush(stderr);
  // rand
  for (uint64_t seed = 0; seed < 3; seed++) {
    void *r = rtsrand(seed * 12345 + (seed == 2 ? (1ull << 40) : 0));
    uint64_t ms[] = {0, 1, 2, 9, 100, 1000000, 0xfffffffeull, 0xffffffffull, 0x100000000ull, 1ull << 40, ~0ull, 7};
    for (int k = 0; k < 12; k++) { for (int j = 0; j < 5; j++) printf("%llu ", (unsigned long long)rtrand(r, ms[k])); printf("\n"); }
    int sizes[] = {0, 1, 2, 3, 10, 11, 100, 70000};
    for (int k = 0; k < 8; k++) {
      uint64_t *buf = malloc(sizeof(uint64_t) * (sizes[k] + 1));
      D1 ds = {buf, buf, 0, {sizes[k]}, {1}};
      _mlir_ciface_shuffle(&ds, r);
      uint64_t hsh = 1469598103934665603ull; for (int i = 0; i < sizes[k]; i++) hsh = (hsh ^ buf[i]) * 1099511628211ull;
      printf("shuffle %d: %llx", sizes[k], (unsigned long long)hsh);
      for (int i = 0; i < sizes[k] && i < 12; i++) printf(" %llu", (unsigned long long)buf[i]);
      printf("\n"); free(buf);
    }
    rtdrand(r);
  }
  // sort
  {
    void *r = rtsrand(42);
    for (int n = 1; n < 300; n += 37) {
      double *v = malloc(sizeof(double) * (n + 2)); float *w = malloc(sizeof(float) * (n + 2)); int64_t *z = malloc(8 * (n + 2));
      for (int i = 0; i < n; i++) { uint64_t k = rtrand(r, 9); v[i] = k == 0 ? -0.0 : k == 1 ? 0.0 : (double)(k % 5); w[i] = (float)v[i]; z[i] = (int64_t)rtrand(r, 100) - 50; }
      v[n] = 99; D1 dv1 = {v, v, 1, {n}, {1}}; _mlir_ciface_stdSortF64(n - 1, &dv1); pd(v, n + 1);
      D1 dw = {w, w, 0, {n}, {1}}; _mlir_ciface_stdSortF32(n, &dw); pf(w, n);
      D1 dz = {z, z, 0, {n}, {1}}; _mlir_ciface_stdSortI64(n, &dz); for (int i = 0; i < n; i++) printf("%ld ", (long)z[i]); printf("\n");
      free(v); free(w); free(z);
    }
    // adversarial for heap sort path
    int n = 5000; double *v = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) v[i] = (i % 2) ? -0.0 : 0.0;
    for (int i = 0; i < n; i += 3) v[i] = (double)((i * 7919) % 13);
    D1 dv2 = {v, v, 0, {n}, {1}}; _mlir_ciface_stdSortF64(n, &dv2);
    uint64_t hsh = 1469598103934665603ull; for (int i = 0; i < n; i++) { uint64_t b; memcpy(&b, &v[i], 8); hsh = (hsh ^ b) * 1099511628211ull; }
    printf("sorted hash %llx\n", (unsigned long long)hsh);
    rtdrand(r);
  }
  void *p = mlirAlignedAlloc(64, 256); printf("aligned %d\n", (int)((uintptr_t)p % 64)); mlirAlignedFree(p);
  p = mlirAlloc(10); printf("alloc %d\n", p != 0); mlirFree(p);
  fflush(stdout);
  // f16 / bf16 printing and the bf16 conversions (their result in the float register).
  uint16_t halves[] = {0x3c00, 0x7bff, 0x0001, 0x8000, 0x7c00, 0xfe00, 0x3555};
  for (int i = 0; i < 7; i++) { printF16(halves[i]); printf(" "); printBF16(halves[i]); printf("\n"); }
  float fs[] = {1.7f, 1.0f, -2.5f, 3.4e38f, INFINITY, -NAN, 1e-40f, 0.1f};
  for (int i = 0; i < 8; i++) {
    bf_ret a, b; a.f = __truncsfbf2(fs[i]); b.f = __truncdfbf2((double)fs[i] * 1.0000001);
    printf("%04x %04x\n", (unsigned)(a.u & 0xffff), (unsigned)(b.u & 0xffff));
  }
  fflush(stdout);
  printFlops(1.5e9); printFlops(0.0/0.0); printFlops(1e300*1e10); printFlops(-2.5e12);
  return 0;
}
