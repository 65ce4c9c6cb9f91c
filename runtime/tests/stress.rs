//! Stress: 1,000,000 tasks with random dependencies on earlier tasks, run on
//! the worker pool. Each task is a small hand-written "coroutine" (the state
//! machine LLVM's CoroSplit would produce): it awaits up to two dependencies
//! (alternating the upstream `…AndExecute` API and the corolift fast path),
//! propagates errors, publishes an i64 value, and joins one group. At the end
//! every value and error flag is checked and zero objects may be alive.

use corolift_runtime::*;
use std::ffi::c_void;

const TASKS: usize = 1_000_000;

struct Frame {
    token: *mut AsyncToken,
    value: *mut AsyncValue,
    deps: [Option<(*mut AsyncToken, *mut AsyncValue)>; 2],
    state: usize,
    fails: bool,
    index: usize,
}

unsafe extern "C" fn resume(hdl: *mut c_void) {
    // SAFETY: `hdl` is a live boxed `Frame` owned by this coroutine.
    unsafe {
        let f = &mut *(hdl as *mut Frame);
        loop {
            if f.state < 2 {
                let s = f.state;
                f.state += 1;
                if let Some((dt, _)) = f.deps[s] {
                    if f.index.is_multiple_of(2) {
                        mlirAsyncRuntimeAwaitTokenAndExecute(dt, hdl, resume);
                        return; // suspended (maybe already resumed elsewhere)
                    } else if !corolift_await_token_and_execute_or_ready(dt, hdl, resume) {
                        return;
                    }
                }
                continue;
            }
            // Body: value = index + sum of dependency values; error if any
            // dependency failed or this task fails itself.
            let mut error = f.fails;
            let mut sum = f.index as i64;
            for &(dt, dv) in f.deps.iter().flatten() {
                if mlirAsyncRuntimeIsTokenError(dt) {
                    error = true;
                } else {
                    sum = sum.wrapping_add(*(mlirAsyncRuntimeGetValueStorage(dv) as *const i64));
                }
                mlirAsyncRuntimeDropRef(dt as *mut c_void, 1);
                mlirAsyncRuntimeDropRef(dv as *mut c_void, 1);
            }
            if error {
                mlirAsyncRuntimeSetValueError(f.value);
                mlirAsyncRuntimeSetTokenError(f.token);
            } else {
                *(mlirAsyncRuntimeGetValueStorage(f.value) as *mut i64) = sum;
                mlirAsyncRuntimeEmplaceValue(f.value);
                mlirAsyncRuntimeEmplaceToken(f.token);
            }
            drop(Box::from_raw(hdl as *mut Frame));
            return;
        }
    }
}

#[test]
fn million_tasks_random_dependencies_no_leaks() {
    let mut rng = 0x2545f4914f6cdd1du64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let group = mlirAsyncRuntimeCreateGroup(TASKS as i64);
    let mut tokens = Vec::with_capacity(TASKS);
    let mut values = Vec::with_capacity(TASKS);
    let mut expect_err = Vec::with_capacity(TASKS);
    let mut expect_val = Vec::with_capacity(TASKS);
    for i in 0..TASKS {
        let token = mlirAsyncRuntimeCreateToken();
        let value = mlirAsyncRuntimeCreateValue(8);
        let mut deps = [None, None];
        let fails = next().is_multiple_of(4099);
        let (mut err, mut val) = (fails, i as i64);
        for d in deps.iter_mut() {
            if i > 0 && !next().is_multiple_of(3) {
                // Mostly recent tasks (likely still pending), sometimes old ones.
                let back = 1
                    + (next()
                        % if next().is_multiple_of(2) {
                            64
                        } else {
                            i as u64
                        }) as usize;
                let j = i - back.min(i);
                // SAFETY: the test holds a reference to every earlier object.
                unsafe {
                    mlirAsyncRuntimeAddRef(tokens[j] as *mut c_void, 1);
                    mlirAsyncRuntimeAddRef(values[j] as *mut c_void, 1);
                }
                *d = Some((tokens[j], values[j]));
                if expect_err[j] {
                    err = true;
                } else {
                    val = val.wrapping_add(expect_val[j]);
                }
            }
        }
        let frame = Box::into_raw(Box::new(Frame {
            token,
            value,
            deps,
            state: 0,
            fails,
            index: i,
        }));
        mlirAsyncRuntimeExecute(frame as *mut c_void, resume);
        // SAFETY: live objects owned by the test.
        unsafe { mlirAsyncRuntimeAddTokenToGroup(token, group) };
        tokens.push(token);
        values.push(value);
        expect_err.push(err);
        expect_val.push(val);
    }
    // SAFETY: all objects are live; the test owns one reference to each.
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroup(group);
        let any_err = expect_err.iter().any(|&e| e);
        assert_eq!(mlirAsyncRuntimeIsGroupError(group), any_err);
        for i in 0..TASKS {
            assert_eq!(
                mlirAsyncRuntimeIsTokenError(tokens[i]),
                expect_err[i],
                "task {i}"
            );
            assert_eq!(
                mlirAsyncRuntimeIsValueError(values[i]),
                expect_err[i],
                "task {i}"
            );
            if !expect_err[i] {
                assert_eq!(
                    *(mlirAsyncRuntimeGetValueStorage(values[i]) as *const i64),
                    expect_val[i]
                );
            }
            mlirAsyncRuntimeDropRef(tokens[i] as *mut c_void, 1);
            mlirAsyncRuntimeDropRef(values[i] as *mut c_void, 1);
        }
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
    shutdown();
    assert_eq!(live_objects(), LiveObjects::default());
    assert_eq!(corolift_live_objects(), 0);
}
