/*
 * A C host embedding corolift through include/corolift.h.
 *
 *   host [FILE.mlir]
 *
 * 1. Compiles the async.func example (examples/async-func.mlir; FILE if given, else the copy
 *    below) and runs its @main, which prints 49 (7 squared by an async.func).
 * 2. Compiles a second module and calls: a scalar function through corolift_invoke_packed, a
 *    function taking a memref (one pointer per descriptor field) through a looked-up
 *    pointer, a function calling a host function written in C, async.funcs returning
 *    !async.value<f32> (the seed's own example, @foo) and !async.value<i64> (awaited with
 *    corolift_value_await), and one returning !async.token whose cf.assert fails for a
 *    negative input (awaited with corolift_token_await).
 * 3. Checks that no runtime object is left alive.
 *
 * Every expected value is hand-checked arithmetic, noted next to the call. The exit status is
 * 0 when everything matched, 1 otherwise. capi/tests/c_host.rs builds and runs it; by hand:
 *
 *   cargo build --release -p corolift-capi
 *   cc -std=c99 -Iinclude examples/c/host.c target/release/libcorolift_c.a \
 *      -lgcc_s -lutil -lrt -lpthread -lm -ldl -o host
 *   ./host examples/async-func.mlir
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "corolift.h"

/* examples/async-func.mlir: an async.func squaring a future value, plus a group. */
static const char SEED[] =
    "async.func @square(%in: !async.value<i64>) -> (!async.token, !async.value<i64>) {\n"
    "  %x = async.await %in : !async.value<i64>\n"
    "  %y = arith.muli %x, %x : i64\n"
    "  return %y : i64\n"
    "}\n"
    "func.func @main() {\n"
    "  %c7 = arith.constant 7 : i64\n"
    "  %token, %seven = async.execute -> !async.value<i64> {\n"
    "    async.yield %c7 : i64\n"
    "  }\n"
    "  %done, %squared = async.call @square(%seven) : (!async.value<i64>) -> "
    "(!async.token, !async.value<i64>)\n"
    "  %r = async.await %squared : !async.value<i64>\n"
    "  vector.print %r : i64\n"
    "  %c2 = arith.constant 2 : index\n"
    "  %group = async.create_group %c2 : !async.group\n"
    "  %t0 = async.execute {\n"
    "    async.yield\n"
    "  }\n"
    "  %t1 = async.execute [%t0] {\n"
    "    async.yield\n"
    "  }\n"
    "  %i0 = async.add_to_group %t0, %group : !async.token\n"
    "  %i1 = async.add_to_group %t1, %group : !async.token\n"
    "  async.await_all %group\n"
    "  return\n"
    "}\n";

static const char CALLS[] =
    "func.func private @host_scale(i64) -> i64\n"
    "\n"
    "async.func @foo() -> !async.value<f32> {\n"
    "  %cst = arith.constant 42.0 : f32\n"
    "  return %cst : f32\n"
    "}\n"
    "\n"
    "func.func @poly(%x: i64) -> i64 {\n"
    "  %c1 = arith.constant 1 : i64\n"
    "  %c2 = arith.constant 2 : i64\n"
    "  %c3 = arith.constant 3 : i64\n"
    "  %xx = arith.muli %x, %x : i64\n"
    "  %a = arith.muli %c3, %xx : i64\n"
    "  %b = arith.muli %c2, %x : i64\n"
    "  %s = arith.addi %a, %b : i64\n"
    "  %r = arith.addi %s, %c1 : i64\n"
    "  return %r : i64\n"
    "}\n"
    "\n"
    "func.func @sum_and_double(%m: memref<?xi64>) -> i64 {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %n = memref.dim %m, %c0 : memref<?xi64>\n"
    "  %zero = arith.constant 0 : i64\n"
    "  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {\n"
    "    %v = memref.load %m[%i] : memref<?xi64>\n"
    "    %d = arith.addi %v, %v : i64\n"
    "    memref.store %d, %m[%i] : memref<?xi64>\n"
    "    %a = arith.addi %acc, %v : i64\n"
    "    scf.yield %a : i64\n"
    "  }\n"
    "  return %sum : i64\n"
    "}\n"
    "\n"
    "func.func @call_host(%x: i64) -> i64 {\n"
    "  %y = call @host_scale(%x) : (i64) -> i64\n"
    "  %c1 = arith.constant 1 : i64\n"
    "  %r = arith.addi %y, %c1 : i64\n"
    "  return %r : i64\n"
    "}\n"
    "\n"
    "async.func @square_async(%x: i64) -> !async.value<i64> {\n"
    "  %y = arith.muli %x, %x : i64\n"
    "  return %y : i64\n"
    "}\n"
    "\n"
    "async.func @check_positive(%x: i64) -> !async.token {\n"
    "  %c0 = arith.constant 0 : i64\n"
    "  %ok = arith.cmpi sgt, %x, %c0 : i64\n"
    "  cf.assert %ok, \"x must be positive\"\n"
    "  return\n"
    "}\n";

static int failures = 0;

/* Reports a failed step (with corolift's message, which it frees) and counts it. */
static void fail(const char *what, char *error) {
    fprintf(stderr, "host: %s: %s\n", what, error ? error : "(no message)");
    corolift_string_free(error);
    failures++;
}

/* Compares a value with its hand-checked expectation. */
static void expect(const char *what, long long got, long long want) {
    if (got != want) {
        fprintf(stderr, "host: %s = %lld, expected %lld\n", what, got, want);
        failures++;
    }
}

/* The host function MLIR declares as `func.func private @host_scale(i64) -> i64`. */
static int64_t host_scale(int64_t x) { return 10 * x; }

/* Reads a whole file into a malloc'd buffer; NULL on failure. */
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t cap = 0;
    *len = 0;
    for (;;) {
        if (*len == cap) {
            cap = cap ? 2 * cap : 4096;
            char *grown = realloc(buf, cap);
            if (!grown) break;
            buf = grown;
        }
        size_t n = fread(buf + *len, 1, cap - *len, f);
        if (n == 0) break;
        *len += n;
    }
    fclose(f);
    return buf;
}

/* 1. The seed program: @main prints 7 * 7 = 49. */
static void run_seed(corolift_engine *engine, const char *path) {
    char *error = NULL;
    size_t len = sizeof SEED - 1;
    char *file = NULL;
    const char *text = SEED;
    if (path) {
        file = read_file(path, &len);
        if (!file) {
            fprintf(stderr, "host: cannot read %s\n", path);
            failures++;
            return;
        }
        text = file;
    }
    corolift_module *seed =
        corolift_compile(engine, text, len, path ? path : "async-func.mlir", &error);
    free(file);
    if (!seed) {
        fail("compiling the seed program", error);
        return;
    }
    printf("seed @main prints:\n");
    fflush(stdout);
    if (corolift_invoke_packed(seed, "main", NULL, &error) != COROLIFT_OK)
        fail("calling @main", error);
    corolift_module_free(seed);
}

/* A scalar function through corolift_invoke_packed: 3*5*5 + 2*5 + 1 = 86. */
static void call_scalar(corolift_module *m) {
    char *error = NULL;
    int64_t x = 5, r = 0;
    void *args[] = {&x, &r};
    if (corolift_invoke_packed(m, "poly", args, &error) != COROLIFT_OK) {
        fail("calling @poly", error);
        return;
    }
    printf("poly(5) = %lld\n", (long long)r);
    expect("poly(5)", r, 86);
}

/* A memref<?xi64> through a looked-up pointer: sum 1+2+3+4+5 = 15, elements doubled. */
static void call_memref(corolift_module *m) {
    char *error = NULL;
    corolift_packed_fn f = NULL;
    if (corolift_lookup(m, "sum_and_double", &f, &error) != COROLIFT_OK) {
        fail("looking up @sum_and_double", error);
        return;
    }
    int64_t data[5] = {1, 2, 3, 4, 5};
    int64_t *allocated = data, *aligned = data;
    int64_t offset = 0, size = 5, stride = 1, sum = 0;
    void *args[] = {&allocated, &aligned, &offset, &size, &stride, &sum};
    f(args);
    printf("sum_and_double([1 2 3 4 5]) = %lld, now [%lld %lld %lld %lld %lld]\n",
           (long long)sum, (long long)data[0], (long long)data[1], (long long)data[2],
           (long long)data[3], (long long)data[4]);
    expect("sum", sum, 15);
    for (int i = 0; i < 5; i++) expect("doubled element", data[i], 2 * (i + 1));
}

/* The C host function: host_scale(4) + 1 = 41. */
static void call_host(corolift_module *m) {
    char *error = NULL;
    int64_t x = 4, r = 0;
    void *args[] = {&x, &r};
    if (corolift_invoke_packed(m, "call_host", args, &error) != COROLIFT_OK) {
        fail("calling @call_host", error);
        return;
    }
    printf("call_host(4) = %lld\n", (long long)r);
    expect("call_host(4)", r, 41);
}

/* The seed's own async.func example: @foo returns the f32 42.0 as an !async.value<f32>. */
static void call_seed_foo(corolift_module *m) {
    char *error = NULL;
    void *value = NULL;
    void *args[] = {&value};
    if (corolift_invoke_packed(m, "foo", args, &error) != COROLIFT_OK) {
        fail("calling @foo", error);
        return;
    }
    float r = 0.0f;
    int status = corolift_value_await(value, &r, sizeof r);
    printf("foo() = %g (status %d)\n", r, status);
    expect("foo status", status, COROLIFT_OK);
    expect("foo() * 2", (long long)(r * 2.0f), 84);
}

/* An async.func returning !async.value<i64>: 12 * 12 = 144. */
static void call_async_value(corolift_module *m) {
    char *error = NULL;
    int64_t x = 12, r = 0;
    void *value = NULL;
    void *args[] = {&x, &value};
    if (corolift_invoke_packed(m, "square_async", args, &error) != COROLIFT_OK) {
        fail("calling @square_async", error);
        return;
    }
    int status = corolift_value_await(value, &r, sizeof r);
    printf("square_async(12) = %lld (status %d)\n", (long long)r, status);
    expect("square_async status", status, COROLIFT_OK);
    expect("square_async(12)", r, 144);
}

/* An async.func returning !async.token: fine for 3, the cf.assert fails for -1. */
static void call_async_token(corolift_module *m, int64_t x, int want) {
    char *error = NULL;
    void *token = NULL;
    void *args[] = {&x, &token};
    if (corolift_invoke_packed(m, "check_positive", args, &error) != COROLIFT_OK) {
        fail("calling @check_positive", error);
        return;
    }
    int status = corolift_token_await(token);
    printf("check_positive(%lld): %s\n", (long long)x,
           status == COROLIFT_OK ? "ok" : status == COROLIFT_ASYNC_ERROR ? "error" : "?");
    expect("check_positive status", status, want);
}

/* 2. The second module, with the host function registered on its engine. */
static void run_calls(void) {
    char *error = NULL;
    corolift_host_function host = {"host_scale", "(i64) -> i64", (void (*)(void))host_scale};
    corolift_engine_options opts;
    corolift_engine_options_init(&opts);
    opts.host_functions = &host;
    opts.num_host_functions = 1;
    corolift_engine *engine = corolift_engine_new(&opts, &error);
    if (!engine) {
        fail("creating the engine with a host function", error);
        return;
    }
    corolift_module *m = corolift_compile(engine, CALLS, sizeof CALLS - 1, "calls.mlir", &error);
    corolift_engine_free(engine); /* the module keeps what it needs */
    if (!m) {
        fail("compiling the calls module", error);
        return;
    }
    char *sig = corolift_signature(m, "square_async");
    printf("signature of @square_async: %s\n", sig ? sig : "(none)");
    corolift_string_free(sig);
    call_scalar(m);
    call_memref(m);
    call_host(m);
    call_seed_foo(m);
    call_async_value(m);
    call_async_token(m, 3, COROLIFT_OK);
    call_async_token(m, -1, COROLIFT_ASYNC_ERROR);
    corolift_module_free(m);
}

int main(int argc, char **argv) {
    char *error = NULL;
    corolift_engine *engine = corolift_engine_new(NULL, &error);
    if (!engine) {
        fail("creating the engine", error);
        return 1;
    }
    run_seed(engine, argc > 1 ? argv[1] : NULL);
    corolift_engine_free(engine);
    run_calls();
    corolift_drain();
    long long live = (long long)corolift_live_objects();
    printf("live runtime objects: %lld\n", live);
    expect("live runtime objects", live, 0);
    return failures == 0 ? 0 : 1;
}
