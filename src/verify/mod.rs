//! The IR verifier (generic structural checks plus each op's own verifier).
