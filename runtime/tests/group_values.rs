//! Values in groups (`corolift_add_value_to_group`, corolift's extension for
//! `async.add_to_group` of an `!async.value<T>`): 200,000 values join one group
//! while four threads complete them concurrently — some before they join, most
//! while or after they join, every 997th in error — mixed with tokens in a second
//! group that is awaited through `…AwaitAllInGroupAndExecute`. Checks ranks, the
//! group's error flag, every payload, that the group completes exactly once and
//! only after its last member, and that zero objects are alive at the end.

use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::Barrier;
use std::sync::atomic::{AtomicUsize, Ordering};

const VALUES: usize = 200_000;
const THREADS: usize = 4;

fn fails(i: usize) -> bool {
    i % 997 == 13
}

/// Completes value `i` (its producer reference): payload `3 * i`, or an error.
///
/// # Safety
/// `v` must be a pending value whose producer reference the caller owns.
unsafe fn complete(v: *mut AsyncValue, i: usize) {
    // SAFETY: forwarded contract.
    unsafe {
        if fails(i) {
            mlirAsyncRuntimeSetValueError(v);
        } else {
            *(mlirAsyncRuntimeGetValueStorage(v) as *mut i64) = 3 * i as i64;
            mlirAsyncRuntimeEmplaceValue(v);
        }
    }
}

unsafe extern "C" fn count_resume(hdl: *mut c_void) {
    // SAFETY: `hdl` is the test's `AtomicUsize`, alive until the test ends.
    unsafe { (*(hdl as *const AtomicUsize)).fetch_add(1, Ordering::SeqCst) };
}

/// Values completed by several threads while the main thread adds them to one group.
fn values_from_several_threads() {
    let values: Vec<usize> = (0..VALUES)
        .map(|_| mlirAsyncRuntimeCreateValue(8) as usize)
        .collect();
    let group = mlirAsyncRuntimeCreateGroup(VALUES as i64);
    // Every 5th value is complete before it joins.
    for i in (0..VALUES).step_by(5) {
        // SAFETY: fresh value; its producer reference is ours.
        unsafe { complete(values[i] as *mut AsyncValue, i) };
    }
    let start = Barrier::new(THREADS + 1);
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let (values, start) = (&values, &start);
            s.spawn(move || {
                start.wait();
                // Thread t completes the values i with i % THREADS == t, from both ends.
                let mine: Vec<usize> = (0..VALUES)
                    .filter(|i| i % THREADS == t && i % 5 != 0)
                    .collect();
                let (front, back) = mine.split_at(mine.len() / 2);
                for &i in front.iter().chain(back.iter().rev()) {
                    // SAFETY: each pending value is completed by exactly one thread.
                    unsafe { complete(values[i] as *mut AsyncValue, i) };
                }
            });
        }
        start.wait();
        for (i, &v) in values.iter().enumerate() {
            // SAFETY: the test holds the consumer reference of every value.
            let rank = unsafe { corolift_add_value_to_group(v as *mut AsyncValue, group) };
            assert_eq!(rank, i as i64);
        }
        // SAFETY: the group is live (our reference).
        unsafe { mlirAsyncRuntimeAwaitAllInGroup(group) };
    });
    // SAFETY: every object is live; the test owns one reference to each.
    unsafe {
        assert!(mlirAsyncRuntimeIsGroupError(group));
        for (i, &v) in values.iter().enumerate() {
            let v = v as *mut AsyncValue;
            assert_eq!(mlirAsyncRuntimeIsValueError(v), fails(i), "value {i}");
            if !fails(i) {
                assert_eq!(
                    *(mlirAsyncRuntimeGetValueStorage(v) as *const i64),
                    3 * i as i64
                );
            }
            mlirAsyncRuntimeDropRef(v as *mut c_void, 1);
        }
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
}

/// Tokens and values alternate in a group without errors; a continuation registered on
/// the group runs once, after the last member completed.
fn mixed_members_with_a_continuation() {
    const N: usize = 20_000;
    let tokens: Vec<usize> = (0..N)
        .map(|_| mlirAsyncRuntimeCreateToken() as usize)
        .collect();
    let values: Vec<usize> = (0..N)
        .map(|_| mlirAsyncRuntimeCreateValue(8) as usize)
        .collect();
    let group = mlirAsyncRuntimeCreateGroup(2 * N as i64);
    let done = AtomicUsize::new(0);
    for i in 0..N {
        // SAFETY: live objects; the test holds their consumer references.
        unsafe {
            assert_eq!(
                mlirAsyncRuntimeAddTokenToGroup(tokens[i] as *mut AsyncToken, group),
                2 * i as i64
            );
            assert_eq!(
                corolift_add_value_to_group(values[i] as *mut AsyncValue, group),
                2 * i as i64 + 1
            );
        }
    }
    // SAFETY: live group; `done` outlives the continuation (we wait for it below).
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroupAndExecute(
            group,
            &done as *const AtomicUsize as *mut c_void,
            count_resume,
        )
    };
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let (tokens, values, done) = (&tokens, &values, &done);
            s.spawn(move || {
                for i in (t..N).step_by(THREADS) {
                    assert_eq!(done.load(Ordering::SeqCst), 0, "group completed early");
                    // SAFETY: each object is completed once, by this thread.
                    unsafe {
                        *(mlirAsyncRuntimeGetValueStorage(values[i] as *mut AsyncValue)
                            as *mut i64) = i as i64;
                        mlirAsyncRuntimeEmplaceValue(values[i] as *mut AsyncValue);
                        mlirAsyncRuntimeEmplaceToken(tokens[i] as *mut AsyncToken);
                    }
                }
            });
        }
    });
    // SAFETY: live group.
    unsafe { mlirAsyncRuntimeAwaitAllInGroup(group) };
    shutdown(); // the continuation may have been queued: drain it
    assert_eq!(done.load(Ordering::SeqCst), 1);
    // SAFETY: every object is live; the test owns one reference to each.
    unsafe {
        assert!(!mlirAsyncRuntimeIsGroupError(group));
        for i in 0..N {
            assert_eq!(
                *(mlirAsyncRuntimeGetValueStorage(values[i] as *mut AsyncValue) as *const i64),
                i as i64
            );
            mlirAsyncRuntimeDropRef(tokens[i] as *mut c_void, 1);
            mlirAsyncRuntimeDropRef(values[i] as *mut c_void, 1);
        }
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
}

#[test]
fn values_in_groups_from_several_threads_no_leaks() {
    values_from_several_threads();
    mixed_members_with_a_continuation();
    shutdown();
    assert_eq!(live_objects(), LiveObjects::default());
}
