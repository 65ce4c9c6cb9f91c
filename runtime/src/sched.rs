//! The scheduler: a fixed pool of work-stealing workers (crossbeam-deque),
//! plus the per-thread resume trampoline.
//!
//! * `Execute` pushes a task to the current worker's deque; on any other thread
//!   to that thread's producer deque (claimed on its first `Execute`, returned at
//!   its exit; the global injector once all [`EXTERNAL_SLOTS`] are taken). Then it
//!   wakes an idle worker only if no worker is already searching (tokio's "one
//!   searcher" rule, so a burst of pushes costs no syscalls once workers are
//!   running). The push and the pusher's look at the idle flags are ordered
//!   against a parking worker by an asymmetric barrier ([`barrier`]): only the
//!   rare park pays for a full barrier.
//! * A thread that is not a worker never runs a task in its place, neither when
//!   it spawns nor while it blocks in an await: as on MLIR's thread pool, a task
//!   may wait for a step its spawner takes later, and the spawner must get there
//!   (`runtime/tests/spawner_goes_on.rs`). The one exception is a *bounded* task
//!   (`corolift_execute_bounded`: code generation proved that its resume function
//!   ends in bounded steps without waiting for anything): once the spawner has
//!   [`BACKLOG`] tasks queued that no worker took yet, it runs such a task itself
//!   (backpressure: a cold fan-out keeps a bounded, cache-warm set of live tasks
//!   instead of faulting in fresh memory for every queued one), and hands the
//!   continuations the task triggers to the pool instead of running them.
//! * Start-up: the first `Execute` starts one worker, which starts the others;
//!   `drain` (shutdown) parks until the last started worker goes idle.
//! * Continuations (`…AndExecute` on a ready object, and awaiters run by a
//!   completing thread) go through [`continuation`]: on a thread that is not
//!   inside a resume they run inline (upstream behaviour); inside a resume they
//!   are queued locally and run after the current resume returns — on a worker
//!   they go to its deque (stealable), elsewhere to a thread-local queue. The
//!   stack therefore never grows with the length of an await chain.
//! * `COROLIFT_NUM_THREADS=0`: no threads; `Execute` appends to one FIFO queue
//!   drained by blocking awaits, by pending host futures (`host.rs`) and by
//!   shutdown on the calling thread.
//! * Spawn hook ([`init_with_spawner`]): no threads either; `Execute` wraps the
//!   task in a [`crate::Task`] and hands it to the host's spawner, counting it as
//!   outstanding until its `run` returns. Continuations keep the rules above (a
//!   host thread is never a worker, so inside a resume they go to the
//!   thread-local queue drained when the task's outermost resume returns), and
//!   blocking awaits only run this thread's deferred continuations before they
//!   park: the host executor runs everything else.

use crossbeam_deque::{Injector, Steal, Stealer, Worker};
use crossbeam_utils::sync::{Parker, Unparker};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::object::{ResumeFn, Signal};

/// A unit of work: `resume(hdl)`.
#[derive(Clone, Copy)]
pub(crate) struct Task {
    pub(crate) hdl: *mut c_void,
    pub(crate) resume: ResumeFn,
}

// SAFETY: a task is a coroutine handle plus its resume function; the C API
// contract allows resuming a coroutine on any thread.
unsafe impl Send for Task {}

impl Task {
    #[inline]
    fn run(self) {
        // SAFETY: the producer of the task guaranteed `resume(hdl)` is sound
        // to call exactly once (C API contract of Execute / …AndExecute).
        unsafe { (self.resume)(self.hdl) }
    }
}

/// A worker's deque and parker, before its thread takes them.
type WorkerParts = (Worker<Task>, Parker);

struct Pool {
    injector: Injector<Task>,
    /// Deques of threads that are not workers (the program's main thread, host threads):
    /// claimed by the first `Execute` of such a thread, returned when it exits. Pushing to
    /// an owned deque is two plain stores, where the injector costs two contended atomic
    /// read-modify-writes per task (a producer's push and the workers' steals fight over
    /// its tail); threads beyond the slots use the injector.
    external: Vec<External>,
    stealers: Vec<Stealer<Task>>,
    unparkers: Vec<Unparker>,
    /// Per-worker "parked (or about to park)" flags.
    idle: Vec<AtomicBool>,
    idle_count: AtomicUsize,
    /// Workers whose thread has started (counted before they look for work).
    started: AtomicUsize,
    searching: AtomicUsize,
    /// Threads blocked in [`drain`] until the pool is quiescent, and their number.
    drainers: Mutex<Vec<std::thread::Thread>>,
    drain_waiters: AtomicUsize,
    /// Deques and parkers handed to the worker threads at start.
    handoff: Mutex<Vec<Option<WorkerParts>>>,
}

/// One non-worker thread's deque: its stealer (for the workers) and, while no thread
/// owns it, the deque itself.
struct External {
    stealer: Stealer<Task>,
    free: Mutex<Option<Worker<Task>>>,
}

/// Number of deques for non-worker producer threads.
const EXTERNAL_SLOTS: usize = 4;

/// A non-worker thread's claim on one of [`Pool::external`]; dropping it (thread exit)
/// hands the deque back, with any tasks still in it: the workers keep stealing them.
struct Producer {
    slot: usize,
    deque: Option<Worker<Task>>,
}

impl Drop for Producer {
    fn drop(&mut self) {
        if let (
            Some(Runtime {
                mode: Mode::Pool(pool),
                ..
            }),
            Some(deque),
        ) = (RUNTIME.get(), self.deque.take())
        {
            *pool.external[self.slot]
                .free
                .lock()
                .unwrap_or_else(|e| e.into_inner()) = Some(deque);
        }
    }
}

/// The host's spawner and the number of tasks handed to it that have not run yet.
struct Hook {
    spawner: Box<Spawner>,
    outstanding: AtomicUsize,
}

/// What [`init_with_spawner`] stores: the host's "run this task some time" function.
pub(crate) type Spawner = dyn Fn(crate::Task) + Send + Sync + 'static;

enum Mode {
    Inline(Mutex<VecDeque<Task>>),
    Pool(Box<Pool>),
    Hook(Hook),
}

pub(crate) struct Runtime {
    mode: Mode,
    nthreads: usize,
}

static RUNTIME: OnceLock<Runtime> = OnceLock::new();
static SPAWNED: std::sync::Once = std::sync::Once::new();

struct WorkerCtx {
    index: usize,
    deque: Worker<Task>,
}

struct Local {
    /// > 0 while this thread is inside a resume (trampoline depth).
    depth: Cell<u32>,
    deferred: RefCell<VecDeque<Task>>,
    worker: RefCell<Option<WorkerCtx>>,
    is_worker: Cell<bool>,
    /// Blocked threads to wake once the current resume returns.
    wakes: RefCell<Vec<*const Signal>>,
    /// This non-worker thread's producer deque, once claimed.
    producer: RefCell<Option<Producer>>,
    /// True once this thread tried to claim a producer deque (and maybe found none free).
    producer_tried: Cell<bool>,
}

thread_local! {
    static LOCAL: Local = const {
        Local {
            depth: Cell::new(0),
            deferred: RefCell::new(VecDeque::new()),
            worker: RefCell::new(None),
            is_worker: Cell::new(false),
            wakes: RefCell::new(Vec::new()),
            producer: RefCell::new(None),
            producer_tried: Cell::new(false),
        }
    };
}

fn configured_threads() -> usize {
    match std::env::var("COROLIFT_NUM_THREADS") {
        Ok(s) => match s.trim().parse::<usize>() {
            Ok(n) => n.min(1024),
            Err(_) => crate::print::fatal("COROLIFT_NUM_THREADS must be a non-negative integer"),
        },
        Err(_) => std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1),
    }
}

fn build(nthreads: usize) -> Runtime {
    let mode = if nthreads == 0 {
        Mode::Inline(Mutex::new(VecDeque::new()))
    } else {
        let mut stealers = Vec::new();
        let mut unparkers = Vec::new();
        let mut handoff = Vec::new();
        for _ in 0..nthreads {
            let w = Worker::new_fifo();
            let p = Parker::new();
            stealers.push(w.stealer());
            unparkers.push(p.unparker().clone());
            handoff.push(Some((w, p)));
        }
        let external = (0..EXTERNAL_SLOTS)
            .map(|_| {
                let w = Worker::new_fifo();
                External {
                    stealer: w.stealer(),
                    free: Mutex::new(Some(w)),
                }
            })
            .collect();
        barrier::register();
        Mode::Pool(Box::new(Pool {
            injector: Injector::new(),
            external,
            stealers,
            unparkers,
            idle: (0..nthreads).map(|_| AtomicBool::new(false)).collect(),
            idle_count: AtomicUsize::new(0),
            started: AtomicUsize::new(0),
            searching: AtomicUsize::new(0),
            drainers: Mutex::new(Vec::new()),
            drain_waiters: AtomicUsize::new(0),
            handoff: Mutex::new(handoff),
        }))
    };
    Runtime { mode, nthreads }
}

/// Initialises the runtime with an explicit worker count. Returns false if it
/// was already initialised (then the existing configuration stays).
pub(crate) fn init_with(nthreads: Option<usize>) -> bool {
    let mut fresh = false;
    let rt = RUNTIME.get_or_init(|| {
        fresh = true;
        build(nthreads.unwrap_or_else(configured_threads))
    });
    SPAWNED.call_once(|| start(rt));
    fresh
}

/// Initialises the runtime in spawn-hook mode: `Execute` hands every task to
/// `spawner`. `nthreads` is what `num_workers` reports. Returns false (and drops
/// `spawner`) if the runtime was already initialised.
pub(crate) fn init_with_spawner(spawner: Box<Spawner>, nthreads: usize) -> bool {
    let mut fresh = false;
    let rt = RUNTIME.get_or_init(|| {
        fresh = true;
        Runtime {
            mode: Mode::Hook(Hook {
                spawner,
                outstanding: AtomicUsize::new(0),
            }),
            nthreads,
        }
    });
    SPAWNED.call_once(|| start(rt));
    fresh
}

/// The worker count a spawn hook reports when the host does not say:
/// `COROLIFT_NUM_THREADS` if set to a positive number, else the available
/// parallelism (tokio's default number of worker threads).
pub(crate) fn default_hook_threads() -> usize {
    match configured_threads() {
        0 => 1,
        n => n,
    }
}

#[inline]
pub(crate) fn runtime() -> &'static Runtime {
    match RUNTIME.get() {
        Some(rt) if SPAWNED.is_completed() => rt,
        _ => {
            init_with(None);
            RUNTIME.get().expect("runtime initialised")
        }
    }
}

fn start(rt: &'static Runtime) {
    crate::print::register_exit_hook();
    if let Mode::Pool(pool) = &rt.mode {
        // The caller pays for one thread creation; the first worker creates the others
        // while the caller goes on (queued tasks wait in the deques meanwhile).
        spawn_worker(rt, pool, 0);
    }
}

/// Starts worker `index` with the deque and parker [`build`] made for it.
fn spawn_worker(rt: &'static Runtime, pool: &'static Pool, index: usize) {
    let (deque, parker) = pool.handoff.lock().unwrap_or_else(|e| e.into_inner())[index]
        .take()
        .expect("worker deque");
    std::thread::Builder::new()
        .name(format!("corolift-worker-{index}"))
        .stack_size(8 << 20)
        .spawn(move || {
            if index == 0 {
                for i in 1..rt.nthreads {
                    spawn_worker(rt, pool, i);
                }
            }
            worker_main(rt, pool, index, deque, parker)
        })
        .unwrap_or_else(|_| crate::print::fatal("failed to spawn a runtime worker thread"));
}

/// Number of worker threads (at least 1: the calling thread in inline mode;
/// the number given at initialisation in spawn-hook mode).
pub(crate) fn num_workers() -> usize {
    runtime().nthreads.max(1)
}

impl Pool {
    fn has_work(&self) -> bool {
        !self.injector.is_empty()
            || self.external.iter().any(|e| !e.stealer.is_empty())
            || self.stealers.iter().any(|s| !s.is_empty())
    }

    /// Wakes one idle worker unless some worker is already searching. Called after a
    /// push; the push and the loads below are ordered by the asymmetric barrier (see
    /// [`barrier`]) that pairs with the heavy one a worker issues before it parks.
    fn notify(&self) {
        barrier::light();
        if self.idle_count.load(Ordering::SeqCst) == 0 || self.searching.load(Ordering::SeqCst) != 0
        {
            return;
        }
        if self
            .searching
            .compare_exchange(0, 1, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return;
        }
        for (i, flag) in self.idle.iter().enumerate() {
            if flag
                .compare_exchange(true, false, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                self.idle_count.fetch_sub(1, Ordering::SeqCst);
                self.unparkers[i].unpark();
                return;
            }
        }
        self.searching.fetch_sub(1, Ordering::SeqCst);
    }

    fn find_task(&self, me: Option<&WorkerCtx>) -> Option<Task> {
        if let Some(t) = me.and_then(|w| w.deque.pop()) {
            return Some(t);
        }
        let injected = steal_until_settled(|| match me {
            Some(w) => self.injector.steal_batch_and_pop(&w.deque),
            None => self.injector.steal(),
        });
        if injected.is_some() {
            return injected;
        }
        for e in &self.external {
            let produced = steal_until_settled(|| match me {
                Some(w) => e.stealer.steal_batch_and_pop(&w.deque),
                None => e.stealer.steal(),
            });
            if produced.is_some() {
                return produced;
            }
        }
        let n = self.stealers.len();
        let start = me.map(|w| w.index + 1).unwrap_or(0);
        for k in 0..n {
            let j = (start + k) % n;
            if me.is_some_and(|w| w.index == j) {
                continue;
            }
            loop {
                let s = match me {
                    Some(w) => self.stealers[j].steal_batch_and_pop(&w.deque),
                    None => self.stealers[j].steal(),
                };
                match s {
                    Steal::Success(t) => return Some(t),
                    Steal::Empty => break,
                    Steal::Retry => continue,
                }
            }
        }
        None
    }

    /// Blocks until [`Pool::quiescent`]: registers as a drainer (the last worker to go
    /// idle unparks it), then parks; the timeout only bounds a wake-up lost to a race
    /// with a worker that went idle and back to work in between.
    fn wait_quiescent(&self) {
        self.drainers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(std::thread::current());
        // SeqCst, paired with the idle worker's `idle_count` increment then load of this.
        self.drain_waiters.fetch_add(1, Ordering::SeqCst);
        while !self.quiescent() {
            std::thread::park_timeout(std::time::Duration::from_millis(1));
        }
        self.drain_waiters.fetch_sub(1, Ordering::SeqCst);
        let me = std::thread::current().id();
        let mut d = self.drainers.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = d.iter().position(|t| t.id() == me) {
            d.swap_remove(i);
        }
    }

    /// Called by a worker that just counted itself idle: wakes the drainers when it was
    /// the last.
    fn wake_drainers(&self) {
        if self.drain_waiters.load(Ordering::SeqCst) != 0
            && self.idle_count.load(Ordering::SeqCst) == self.started.load(Ordering::SeqCst)
        {
            for t in self
                .drainers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
            {
                t.unpark();
            }
        }
    }

    /// No task queued or running. A worker that has not started yet holds no task and
    /// is not waited for (it may still be on its way while a short program ends).
    fn quiescent(&self) -> bool {
        self.idle_count.load(Ordering::SeqCst) == self.started.load(Ordering::SeqCst)
            && self.searching.load(Ordering::SeqCst) == 0
            && !self.has_work()
    }
}

fn worker_main(
    _rt: &'static Runtime,
    pool: &'static Pool,
    index: usize,
    deque: Worker<Task>,
    parker: Parker,
) {
    pool.started.fetch_add(1, Ordering::SeqCst);
    LOCAL.with(|l| {
        *l.worker.borrow_mut() = Some(WorkerCtx { index, deque });
        l.is_worker.set(true);
        // Tasks on a worker always run "inside a resume": continuations they
        // produce go to the deque instead of growing the stack.
        l.depth.set(1);
    });
    let mut searching = false;
    loop {
        let task = LOCAL.with(|l| {
            let w = l.worker.borrow();
            let me = w.as_ref();
            let mut t = pool.find_task(me);
            if t.is_none() {
                t = spin_for_task(pool, me);
            }
            t
        });
        if let Some(t) = task {
            if searching {
                searching = false;
                if pool.searching.fetch_sub(1, Ordering::SeqCst) == 1 {
                    // Last searcher found work: there may be more; wake a peer.
                    pool.notify();
                }
            }
            t.run();
            LOCAL.with(flush_wakes);
            continue;
        }
        // Go idle.
        if searching {
            searching = false;
            pool.searching.fetch_sub(1, Ordering::SeqCst);
        }
        pool.idle[index].store(true, Ordering::SeqCst);
        pool.idle_count.fetch_add(1, Ordering::SeqCst);
        // Pairs with the light barrier of `notify`: either the pusher sees us idle, or we
        // see its task.
        barrier::heavy();
        pool.wake_drainers();
        if pool.has_work() {
            if pool.idle[index].swap(false, Ordering::SeqCst) {
                pool.idle_count.fetch_sub(1, Ordering::SeqCst);
            } else {
                // A notifier claimed us concurrently and counted us as searching.
                searching = true;
            }
            continue;
        }
        loop {
            parker.park();
            if !pool.idle[index].load(Ordering::SeqCst) {
                break;
            }
        }
        // `notify` cleared our flag and counted us as a searcher.
        searching = true;
    }
}

/// Repeats `steal` while it asks for a retry: the task it found, or `None` when empty.
fn steal_until_settled(mut steal: impl FnMut() -> Steal<Task>) -> Option<Task> {
    loop {
        match steal() {
            Steal::Success(t) => return Some(t),
            Steal::Empty => return None,
            Steal::Retry => {}
        }
    }
}

/// An idle worker polls the queues this many times (yielding its core every eighth poll)
/// before it parks: a producer that pushes a task every few hundred nanoseconds then finds
/// the worker still awake (each park costs the next pusher a futex wake). A worker stops
/// polling at once when a thread waits in [`drain`] for the pool to go quiet.
const SPIN_POLLS: u32 = 64;

/// Polls the queues (see [`SPIN_POLLS`]); `None` if nothing turned up.
#[cold]
fn spin_for_task(pool: &Pool, me: Option<&WorkerCtx>) -> Option<Task> {
    for spins in 1..=SPIN_POLLS {
        if pool.drain_waiters.load(Ordering::Relaxed) != 0 {
            return None;
        }
        if spins % 8 == 0 {
            std::thread::yield_now();
        } else {
            std::hint::spin_loop();
        }
        if let Some(t) = pool.find_task(me) {
            return Some(t);
        }
    }
    None
}

/// Runs `task` as the outermost resume on this thread, then drains the
/// continuations it deferred.
fn run_outermost(l: &Local, task: Task) {
    l.depth.set(1);
    task.run();
    loop {
        let next = l.deferred.borrow_mut().pop_front();
        match next {
            Some(t) => t.run(),
            None => break,
        }
    }
    l.depth.set(0);
    flush_wakes(l);
}

/// Wakes the threads whose wake-up was deferred by [`wake`].
fn flush_wakes(l: &Local) {
    loop {
        let sig = l.wakes.borrow_mut().pop();
        match sig {
            // SAFETY: deferred by `wake`; the blocked owner is still waiting.
            Some(s) => unsafe { Signal::wake(s) },
            None => break,
        }
    }
}

/// Wakes a thread blocked in `Await*`. Inside a resume the wake-up is
/// deferred until the resume returns: when the blocked thread is the JIT's
/// main thread, it may tear the JIT'd code down as soon as it returns, while
/// the completing coroutine is still executing that code (emplace is not its
/// last instruction). Deferred wakes are also flushed before this thread
/// blocks, so deferral cannot deadlock.
///
/// # Safety
/// `sig` must be a live signal whose owner waits for it (see `Signal::wake`).
#[cfg_attr(loom, allow(dead_code))]
pub(crate) unsafe fn wake(sig: *const Signal) {
    let deferred = LOCAL
        .try_with(|l| {
            if l.depth.get() == 0 {
                return false;
            }
            l.wakes.borrow_mut().push(sig);
            true
        })
        .unwrap_or(false);
    if !deferred {
        // SAFETY: forwarded contract.
        unsafe { Signal::wake(sig) }
    }
}

/// Runs `task` nested inside the current resume (its continuations are
/// deferred to the enclosing drain loop).
fn run_nested(l: &Local, task: Task) {
    let d = l.depth.get();
    l.depth.set(d + 1);
    task.run();
    l.depth.set(d);
}

/// Schedules a continuation (see module docs).
#[inline]
#[cfg_attr(loom, allow(dead_code))]
pub(crate) fn continuation(task: Task) {
    let ok = LOCAL.try_with(|l| {
        if l.depth.get() == 0 {
            run_outermost(l, task);
            return;
        }
        if l.is_worker.get() {
            let w = l.worker.borrow();
            if let Some(w) = w.as_ref() {
                let was_empty = w.deque.is_empty();
                w.deque.push(task);
                if let (false, Mode::Pool(pool)) = (was_empty, &runtime().mode) {
                    pool.notify();
                }
                return;
            }
        }
        l.deferred.borrow_mut().push_back(task);
    });
    if ok.is_err() {
        // Thread-local state already destroyed (thread exit): hand it to the pool.
        spawn(task);
    }
}

/// `mlirAsyncRuntimeExecute`.
#[inline]
pub(crate) fn spawn(task: Task) {
    match &runtime().mode {
        Mode::Inline(q) => q.lock().unwrap_or_else(|e| e.into_inner()).push_back(task),
        Mode::Hook(hook) => {
            // Counted before the spawner can run (and finish) it on another thread.
            hook.outstanding.fetch_add(1, Ordering::Relaxed);
            (hook.spawner)(crate::Task::new(task));
        }
        Mode::Pool(pool) => {
            let pushed_local = LOCAL
                .try_with(|l| {
                    if !l.is_worker.get() {
                        return push_external(pool, l, task);
                    }
                    match l.worker.borrow().as_ref() {
                        Some(w) => {
                            w.deque.push(task);
                            true
                        }
                        None => false,
                    }
                })
                .unwrap_or(false);
            if !pushed_local {
                pool.injector.push(task);
            }
            pool.notify();
        }
    }
}

/// `corolift_execute_bounded`: [`spawn`] for a task that ends in bounded steps without
/// waiting for anything, which a non-worker thread runs itself once it has [`BACKLOG`]
/// tasks queued that no worker took yet (and it is not inside a resume).
pub(crate) fn spawn_bounded(task: Task) {
    if let Mode::Pool(_) = &runtime().mode {
        let ran = LOCAL.try_with(|l| {
            if l.is_worker.get() || l.depth.get() != 0 {
                return false;
            }
            let backlog = l
                .producer
                .borrow()
                .as_ref()
                .and_then(|p| p.deque.as_ref())
                .is_some_and(|d| d.len() >= BACKLOG);
            if backlog {
                run_bounded_here(l, task);
            }
            backlog
        });
        if ran == Ok(true) {
            return;
        }
    }
    spawn(task);
}

/// Runs bounded `task` on this non-worker thread (outside any resume). What it triggers
/// goes to the pool, not run here: a continuation of an object it completed may be any
/// coroutine, one that waits for this thread's next step.
fn run_bounded_here(l: &Local, task: Task) {
    l.depth.set(1);
    task.run();
    l.depth.set(0);
    loop {
        let next = l.deferred.borrow_mut().pop_front();
        match next {
            Some(t) => spawn(t),
            None => break,
        }
    }
    flush_wakes(l);
}

/// Queued tasks of a non-worker thread from which on it runs a bounded task itself.
const BACKLOG: usize = 256;

/// Pushes `task` to this non-worker thread's producer deque, claiming one on the first
/// call; false if every deque is taken (the caller then uses the injector).
#[inline]
fn push_external(pool: &Pool, l: &Local, task: Task) -> bool {
    // `None`: this thread has no deque yet.
    let unclaimed = {
        let producer = l.producer.borrow();
        match producer.as_ref().and_then(|p| p.deque.as_ref()) {
            Some(d) => {
                d.push(task);
                None
            }
            None => Some(task),
        }
    };
    match unclaimed {
        None => true,
        Some(task) => claim_external(pool, l, task),
    }
}

#[cold]
fn claim_external(pool: &Pool, l: &Local, task: Task) -> bool {
    if l.producer_tried.replace(true) {
        return false;
    }
    for (slot, e) in pool.external.iter().enumerate() {
        let taken = e.free.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(deque) = taken {
            deque.push(task);
            *l.producer.borrow_mut() = Some(Producer {
                slot,
                deque: Some(deque),
            });
            return true;
        }
    }
    false
}

/// The asymmetric barrier between a push and a parking worker (Dekker's pattern: the
/// pusher stores its task then loads the idle flags, the worker stores its idle flag then
/// loads the queues). Pushes happen once per task and parks rarely, so on Linux the
/// pusher's side is only a compiler barrier and the parking worker pays for both with
/// `membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED)`, which runs a full memory barrier on
/// every thread of the process that is running (a thread that is not running passed one
/// when it was switched out). Where that is unavailable both sides are SeqCst fences.
mod barrier {
    use std::sync::atomic::{AtomicBool, Ordering, compiler_fence, fence};

    static EXPEDITED: AtomicBool = AtomicBool::new(false);

    #[cfg(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    mod sys {
        use std::ffi::{c_int, c_long};
        unsafe extern "C" {
            fn syscall(num: c_long, ...) -> c_long;
        }
        #[cfg(target_arch = "x86_64")]
        const SYS_MEMBARRIER: c_long = 324;
        #[cfg(target_arch = "aarch64")]
        const SYS_MEMBARRIER: c_long = 283;
        const CMD_PRIVATE_EXPEDITED: c_int = 1 << 3;
        const CMD_REGISTER_PRIVATE_EXPEDITED: c_int = 1 << 4;

        pub(super) fn register() -> bool {
            // SAFETY: membarrier takes (cmd, flags, cpu_id) integers and touches no memory.
            unsafe {
                syscall(
                    SYS_MEMBARRIER,
                    CMD_REGISTER_PRIVATE_EXPEDITED,
                    0 as c_int,
                    0 as c_int,
                ) == 0
            }
        }

        pub(super) fn expedited() -> bool {
            // SAFETY: as above.
            unsafe {
                syscall(
                    SYS_MEMBARRIER,
                    CMD_PRIVATE_EXPEDITED,
                    0 as c_int,
                    0 as c_int,
                ) == 0
            }
        }
    }

    #[cfg(not(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )))]
    mod sys {
        pub(super) fn register() -> bool {
            false
        }
        pub(super) fn expedited() -> bool {
            false
        }
    }

    /// Registers the process for expedited membarriers (before any worker exists, so
    /// every thread agrees on which barrier pair is in use).
    pub(super) fn register() {
        if sys::register() {
            EXPEDITED.store(true, Ordering::Relaxed);
        }
    }

    /// The pusher's side.
    #[inline]
    pub(super) fn light() {
        if EXPEDITED.load(Ordering::Relaxed) {
            compiler_fence(Ordering::SeqCst);
        } else {
            fence(Ordering::SeqCst);
        }
    }

    /// The parking worker's side.
    pub(super) fn heavy() {
        if !(EXPEDITED.load(Ordering::Relaxed) && sys::expedited()) {
            fence(Ordering::SeqCst);
        }
    }
}

/// Before a blocking await: runs work on the calling thread while that can
/// make progress — this thread's deferred continuations, the inline-mode
/// queue, on a pool worker any task — until `done()` or no work is left.
pub(crate) fn help_until(done: &dyn Fn() -> bool) {
    let rt = runtime();
    let _ = LOCAL.try_with(|l| {
        loop {
            flush_wakes(l);
            if done() {
                return;
            }
            let deferred = l.deferred.borrow_mut().pop_front();
            if let Some(t) = deferred {
                run_nested(l, t);
                continue;
            }
            let task = match &rt.mode {
                Mode::Inline(q) => q.lock().unwrap_or_else(|e| e.into_inner()).pop_front(),
                Mode::Pool(pool) => {
                    if !l.is_worker.get() {
                        // Not even the tasks this thread queued: one of them may wait for
                        // what this thread does once its await returns.
                        flush_wakes(l);
                        return;
                    }
                    let w = l.worker.borrow();
                    pool.find_task(w.as_ref())
                }
                // The host executor runs spawned tasks; this thread only had its
                // deferred continuations to run.
                Mode::Hook(_) => {
                    flush_wakes(l);
                    return;
                }
            };
            match task {
                Some(t) => {
                    if l.depth.get() == 0 {
                        run_outermost(l, t)
                    } else {
                        run_nested(l, t)
                    }
                }
                None => {
                    flush_wakes(l);
                    return;
                }
            }
        }
    });
}

/// Drains all work: runs queued work on the caller (inline mode), waits
/// until every worker is idle and all queues are empty (pool), or until every
/// task handed to the spawner has run (spawn hook).
pub(crate) fn drain() {
    let Some(rt) = RUNTIME.get() else { return };
    help_until(&|| false);
    match &rt.mode {
        Mode::Inline(_) => {}
        Mode::Pool(pool) => {
            if LOCAL.try_with(|l| l.is_worker.get()).unwrap_or(false) {
                return; // a worker cannot wait for itself
            }
            pool.wait_quiescent();
        }
        Mode::Hook(hook) => {
            if LOCAL.try_with(|l| l.depth.get() > 0).unwrap_or(false) {
                return; // a spawned task cannot wait for itself
            }
            wait_until(|| hook.outstanding.load(Ordering::Acquire) == 0);
        }
    }
}

/// Drain at process exit: as [`drain`], except that spawned tasks are not
/// waited for — the host's executor may already be gone (or be the thread
/// that is exiting), and waiting would hang the exit.
pub(crate) fn drain_at_exit() {
    if let Some(Runtime {
        mode: Mode::Hook(_),
        ..
    }) = RUNTIME.get()
    {
        help_until(&|| false);
        return;
    }
    drain();
}

/// Yields, then sleeps in short steps, until `done()`.
fn wait_until(done: impl Fn() -> bool) {
    let mut spins = 0u32;
    while !done() {
        spins += 1;
        if spins < 100 {
            std::thread::yield_now();
        } else {
            std::thread::sleep(std::time::Duration::from_micros(100));
        }
    }
}

/// Runs a task handed to the spawner ([`crate::Task::run`]): as the outermost
/// resume on this thread (draining the continuations it defers) or, when
/// called from inside a resume, nested in it; then counts it as no longer
/// outstanding.
pub(crate) fn run_spawned(task: Task) {
    let ran = LOCAL.try_with(|l| {
        if l.depth.get() == 0 {
            run_outermost(l, task)
        } else {
            run_nested(l, task)
        }
    });
    if ran.is_err() {
        // Thread-local state already destroyed (thread exit): no trampoline.
        task.run();
    }
    if let Mode::Hook(hook) = &runtime().mode {
        // Release: everything the task did (completions, frees, live-object
        // counts) is visible to the `drain` that sees the count drop.
        hook.outstanding.fetch_sub(1, Ordering::Release);
    }
}

/// Number of tasks handed to the spawner that have not finished running
/// (0 unless in spawn-hook mode).
pub(crate) fn outstanding_spawned() -> usize {
    match RUNTIME.get().map(|rt| &rt.mode) {
        Some(Mode::Hook(hook)) => hook.outstanding.load(Ordering::Acquire),
        _ => 0,
    }
}

/// True if the runtime has been initialised on this process.
pub(crate) fn is_initialised() -> bool {
    RUNTIME.get().is_some()
}
