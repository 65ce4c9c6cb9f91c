//! The documented no-op passes: LLVM-dialect conversions named by upstream pipelines.
//!
//! Upstream RUN lines lower to the LLVM dialect before `mlir-runner` (`convert-async-to-llvm`,
//! `convert-func-to-llvm`, `finalize-memref-to-llvm`, …). corolift generates Cranelift code from
//! the standard dialects directly, so these passes have nothing to do: they are accepted (with
//! any options), leave the IR unchanged, show up in `--mlir-print-ir-after-all` dumps under their
//! upstream class names, and are reported as skipped under `--verbose`. Their anchors follow
//! upstream, so `func.func(convert-func-to-llvm)` is rejected exactly as mlir-opt rejects it.
//!
//! The bufferization clean-up of upstream pipelines is here too: `buffer-deallocation-pipeline`
//! (buffers stay allocated until exit), and `convert-vector-to-scf` (code generation handles the vector ops it knows).
//!
//! The math passes of upstream runner pipelines are here too: `convert-math-to-libm` (code
//! generation calls the same libm functions), `math-extend-to-supported-types` (code generation
//! supports f32/f64 only) and `math-expand-ops` (code generation computes every math op
//! directly; where upstream replaces an op by an approximation, results can differ in the last
//! bits — see each description). `lower-affine` is a no-op because corolift has no `affine`
//! dialect: a program that still holds affine ops does not parse.
//!
//! `memref-expand` (MLIR 22's `ExpandOpsPass`) is here too. In MLIR 22 it only rewrites a
//! `memref.reshape` whose shape operand has a static length into a `memref.reinterpret_cast`
//! (offset 0, the sizes loaded from the shape operand or taken from the result type, row-major
//! strides); its `atomic_rmw` expansion names kinds (`maxf`/`minf`) that MLIR 22 no longer
//! has, so `maximumf`/`minimumf` stay (mlir-opt-22 leaves them unchanged). Code generation
//! compiles `memref.reshape` with exactly that meaning (`codegen/memref/views.rs`: sizes from
//! the shape operand or the type, offset 0, row-major strides) and every `atomic_rmw` kind
//! itself, so results are the same; only the printed IR of a lone `-memref-expand` differs.
//!
//! The vector lowerings of upstream's vector integration tests are here too (see
//! [`VECTOR_LOWERINGS`]): `lower-vector-mask`, `lower-vector-multi-reduction` and the
//! `test-vector-*-lowering` pattern passes only rewrite vector ops into simpler vector ops with
//! the same values, which code generation computes directly; `expand-realloc` rewrites
//! `memref.realloc`, which code generation also compiles itself. Unlike upstream they leave the
//! IR as it is, so only programs whose *results* are checked (runner pipelines) behave as with
//! mlir-opt; `test-vector-gather-lowering` is not among them because an upstream test checks the
//! IR it prints: it is a real pass (`test_vector_gather_lowering.rs`).

use super::{Anchor, Pass, PassInfo, PassOptions};
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// A pass that does nothing, parameterised by the upstream pass it stands for.
#[derive(Debug)]
pub struct NoOpConversion {
    info: &'static PassInfo,
}

impl NoOpConversion {
    /// The constructor stored in each no-op [`PassInfo`].
    pub fn create(
        info: &'static PassInfo,
        _options: &PassOptions,
    ) -> Result<Box<dyn Pass>, String> {
        Ok(Box::new(NoOpConversion { info }))
    }
}

impl Pass for NoOpConversion {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, _ir: &mut Ir, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}

const fn noop(
    name: &'static str,
    display_name: &'static str,
    description: &'static str,
    anchor: Anchor,
) -> PassInfo {
    PassInfo {
        name,
        display_name,
        description,
        anchor,
        options: None,
        noop: true,
        create: NoOpConversion::create,
        run: None,
    }
}

const MODULE: Anchor = Anchor::Op("builtin.module");
const FUNC: Anchor = Anchor::Op("func.func");

/// Every no-op pass, with upstream's class name, description and anchor.
pub static NOOP_PASSES: &[PassInfo] = &[
    noop(
        "buffer-deallocation-pipeline",
        "BufferDeallocationPipeline",
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization (no-op for now: buffers one-shot-bufferize allocates are not freed, so they live until the program exits)",
        Anchor::Any,
    ),
    noop(
        "convert-arith-to-llvm",
        "ArithToLLVMConversionPass",
        "Convert Arith dialect to LLVM dialect",
        Anchor::Any,
    ),
    noop(
        "convert-async-to-llvm",
        "ConvertAsyncToLLVMPass",
        "Convert the operations from the async dialect into the LLVM dialect",
        MODULE,
    ),
    noop(
        "convert-cf-to-llvm",
        "ConvertControlFlowToLLVMPass",
        "Convert ControlFlow operations to the LLVM dialect",
        MODULE,
    ),
    noop(
        "convert-func-to-llvm",
        "ConvertFuncToLLVMPass",
        "Convert from the Func dialect to the LLVM dialect",
        MODULE,
    ),
    noop(
        "convert-index-to-llvm",
        "ConvertIndexToLLVMPass",
        "Lower the `index` dialect to the `llvm` dialect",
        Anchor::Any,
    ),
    noop(
        "convert-linalg-to-llvm",
        "ConvertLinalgToLLVMPass",
        "Convert the operations from the linalg dialect into the LLVM dialect (pre-MLIR-17 name)",
        MODULE,
    ),
    noop(
        "convert-math-to-llvm",
        "ConvertMathToLLVMPass",
        "Convert Math dialect to LLVM dialect",
        Anchor::Any,
    ),
    noop(
        "convert-math-to-libm",
        "ConvertMathToLibmPass",
        "Convert Math dialect to libm calls (corolift's code generation calls libm itself)",
        MODULE,
    ),
    noop(
        "convert-to-llvm",
        "ConvertToLLVMPass",
        "Convert to LLVM via dialect interfaces found in the input IR",
        Anchor::Any,
    ),
    noop(
        "convert-ub-to-llvm",
        "UBToLLVMConversionPass",
        "Convert UB dialect to LLVM dialect",
        Anchor::Any,
    ),
    noop(
        "convert-vector-to-llvm",
        "ConvertVectorToLLVMPass",
        "Lower the operations from the vector dialect into the LLVM dialect",
        Anchor::Any,
    ),
    noop(
        "convert-vector-to-scf",
        "ConvertVectorToSCF",
        "Lower the operations from the vector dialect into the SCF dialect (no-op: code generation compiles the vector ops it supports itself and rejects the others, e.g. transfer ops)",
        Anchor::Any,
    ),
    noop(
        "expand-strided-metadata",
        "ExpandStridedMetadataPass",
        "Expand memref operations into easier to analyze constructs",
        Anchor::Any,
    ),
    noop(
        "expand-realloc",
        "ExpandReallocPass",
        "Expand memref.realloc operations into its components (no-op: code generation compiles memref.realloc itself, with the same copy-then-free result; the emit-deallocs option is accepted)",
        Anchor::Any,
    ),
    noop(
        "finalize-memref-to-llvm",
        "FinalizeMemRefToLLVMConversionPass",
        "Finalize MemRef dialect to LLVM dialect conversion",
        MODULE,
    ),
    noop(
        "lower-affine",
        "LowerAffinePass",
        "Lower Affine operations to a combination of Arith and SCF operations",
        Anchor::Any,
    ),
    noop(
        "math-expand-ops",
        "MathExpandOpsPass",
        "Expand math operations (no-op: code generation computes each math op itself, with libm where LLVM's lowering calls it; upstream's exp/polynomial expansions of tanh, sinh, powf, … can round differently in the last bits)",
        Anchor::Any,
    ),
    noop(
        "math-extend-to-supported-types",
        "MathExtendToSupportedTypes",
        "Legalize floating-point math ops on low-precision floats (no-op: code generation supports f32/f64)",
        Anchor::Any,
    ),
    noop(
        "memref-expand",
        "ExpandOpsPass",
        "Legalize memref operations to be convertible to LLVM (corolift: memref.reshape is compiled with the meaning of its expansion; see the module doc)",
        Anchor::Any,
    ),
    noop(
        "reconcile-unrealized-casts",
        "ReconcileUnrealizedCastsPass",
        "Simplify and eliminate unrealized conversion casts",
        Anchor::Any,
    ),
    noop(
        "test-lower-to-llvm",
        "TestLowerToLLVM",
        "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM",
        MODULE,
    ),
];

/// The vector lowering passes of upstream's vector integration tests, as documented no-ops:
/// each rewrites vector ops into simpler vector (or scalar) ops that compute the same values,
/// and corolift's code generation compiles the original ops directly (an op it does not
/// support is a diagnostic at code generation, so skipping the rewrite never changes a result
/// silently). All are anchored on
/// `func.func` as upstream's are (a `--<name>` flag nests itself; a `builtin.module(<name>)`
/// pipeline is rejected, as by mlir-opt).
pub static VECTOR_LOWERINGS: &[PassInfo] = &[
    noop(
        "lower-vector-mask",
        "LowerVectorMaskPass",
        "Lower 'vector.mask' operations (no-op: vector.mask regions are left to code generation, which compiles them or rejects them with a diagnostic, never silently)",
        FUNC,
    ),
    noop(
        "lower-vector-multi-reduction",
        "LowerVectorMultiReduction",
        "Lower 'vector.multi_reduction' operations (no-op: code generation computes vector.multi_reduction itself; the lowering-strategy option is accepted)",
        FUNC,
    ),
    noop(
        "test-vector-break-down-bitcast",
        "(anonymous namespace)::TestVectorBreakDownBitCast",
        "Test pattern that breaks down vector.bitcast ops (no-op: code generation bitcasts whole vectors)",
        FUNC,
    ),
    noop(
        "test-vector-extract-strided-slice-lowering",
        "(anonymous namespace)::TestVectorExtractStridedSliceLowering",
        "Test lowering patterns that converts vector.extract_strided_slice into a chain of vector.extract and vector.insert ops (no-op: code generation extracts the slice directly)",
        FUNC,
    ),
    noop(
        "test-vector-scan-lowering",
        "(anonymous namespace)::TestVectorScanLowering",
        "Test lowering patterns that lower the scan op in the vector dialect (no-op: code generation computes vector.scan itself)",
        FUNC,
    ),
    noop(
        "test-vector-shuffle-lowering",
        "(anonymous namespace)::TestVectorShuffleLowering",
        "Test lowering patterns for vector.shuffle with mixed-size inputs (no-op: code generation shuffles mixed-size inputs directly)",
        FUNC,
    ),
    noop(
        "test-vector-to-vector-lowering",
        "(anonymous namespace)::TestVectorToVectorLowering",
        "Test lowering patterns between ops in the vector dialect (no-op: code generation compiles the unlowered ops)",
        FUNC,
    ),
];
