//! Analyses shared by passes (liveness today; the coroutine split reuses it).

pub mod liveness;
