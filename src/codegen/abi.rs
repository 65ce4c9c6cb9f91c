//! Module-level declarations shared by every function's codegen: MLIR functions, memref
//! globals, string literals, and the runtime/libc imports generated code calls.
//!
//! [`Decls`] is built once by the driver (which owns the `cranelift_module::Module`) and is
//! read-only afterwards, so functions can be lowered in parallel: a function imports a callee
//! into its own `ir::Function` exactly as `Module::declare_func_in_func` does, without
//! touching the module.

use cranelift_codegen::ir::{self, AbiParam, Signature, types};
use cranelift_codegen::isa::CallConv;
use cranelift_module::{DataId, FuncId};
use rustc_hash::FxHashMap;

use super::types::PTR;

/// One entry of the runtime/libc import table: name, parameter types, result types.
pub(crate) type Import = (&'static str, &'static [types::Type], &'static [types::Type]);

const P: types::Type = PTR;
const I8: types::Type = types::I8;
const I64: types::Type = types::I64;
const F32: types::Type = types::F32;
const F64: types::Type = types::F64;

/// Every external C function generated code may call (besides user-declared functions).
/// Async runtime entry points follow async-spec.md §6.2; `bool` results are `i8`.
pub(crate) const RUNTIME_IMPORTS: &[Import] = &[
    ("mlirAsyncRuntimeAddRef", &[P, I64], &[]),
    ("mlirAsyncRuntimeDropRef", &[P, I64], &[]),
    ("mlirAsyncRuntimeCreateToken", &[], &[P]),
    ("mlirAsyncRuntimeCreateValue", &[I64], &[P]),
    ("mlirAsyncRuntimeCreateGroup", &[I64], &[P]),
    ("mlirAsyncRuntimeAddTokenToGroup", &[P, P], &[I64]),
    ("corolift_add_value_to_group", &[P, P], &[I64]),
    ("mlirAsyncRuntimeEmplaceToken", &[P], &[]),
    ("mlirAsyncRuntimeEmplaceValue", &[P], &[]),
    ("mlirAsyncRuntimeSetTokenError", &[P], &[]),
    ("mlirAsyncRuntimeSetValueError", &[P], &[]),
    ("mlirAsyncRuntimeIsTokenError", &[P], &[I8]),
    ("mlirAsyncRuntimeIsValueError", &[P], &[I8]),
    ("mlirAsyncRuntimeIsGroupError", &[P], &[I8]),
    ("mlirAsyncRuntimeAwaitToken", &[P], &[]),
    ("mlirAsyncRuntimeAwaitValue", &[P], &[]),
    ("mlirAsyncRuntimeAwaitAllInGroup", &[P], &[]),
    ("mlirAsyncRuntimeGetValueStorage", &[P], &[P]),
    ("mlirAsyncRuntimGetNumWorkerThreads", &[], &[I64]),
    ("printI64", &[I64], &[]),
    ("printU64", &[I64], &[]),
    ("printF32", &[F32], &[]),
    ("printF64", &[F64], &[]),
    ("printString", &[P], &[]),
    ("printOpen", &[], &[]),
    ("printClose", &[], &[]),
    ("printComma", &[], &[]),
    ("printNewline", &[], &[]),
    ("memrefCopy", &[I64, P, P], &[]),
    ("corolift_assert_fail", &[P], &[]),
    // A failing `cf.assert` marked by `test-cf-assert` prints its message and continues.
    ("puts", &[P], &[types::I32]),
    ("corolift_frame_alloc", &[I64, I64], &[P]),
    ("corolift_release_last", &[P, I64, I64], &[]),
    ("corolift_frame_free", &[P, I64, I64], &[]),
    ("mlirAsyncRuntimeExecute", &[P, P], &[]),
    ("corolift_execute_bounded", &[P, P], &[]),
    (
        "corolift_await_token_and_execute_or_ready",
        &[P, P, P],
        &[I8],
    ),
    (
        "corolift_await_value_and_execute_or_ready",
        &[P, P, P],
        &[I8],
    ),
    (
        "corolift_await_group_and_execute_or_ready",
        &[P, P, P],
        &[I8],
    ),
    ("malloc", &[I64], &[P]),
    ("free", &[P], &[]),
    ("fmod", &[F64, F64], &[F64]),
    ("fmodf", &[F32, F32], &[F32]),
    // The C math library functions `math` ops call (`codegen::math`), double and float.
    ("round", &[F64], &[F64]),
    ("roundf", &[F32], &[F32]),
    ("cbrt", &[F64], &[F64]),
    ("cbrtf", &[F32], &[F32]),
    ("exp", &[F64], &[F64]),
    ("expf", &[F32], &[F32]),
    ("exp2", &[F64], &[F64]),
    ("exp2f", &[F32], &[F32]),
    ("log", &[F64], &[F64]),
    ("logf", &[F32], &[F32]),
    ("log2", &[F64], &[F64]),
    ("log2f", &[F32], &[F32]),
    ("log10", &[F64], &[F64]),
    ("log10f", &[F32], &[F32]),
    ("sin", &[F64], &[F64]),
    ("sinf", &[F32], &[F32]),
    ("cos", &[F64], &[F64]),
    ("cosf", &[F32], &[F32]),
    ("tan", &[F64], &[F64]),
    ("tanf", &[F32], &[F32]),
    ("asin", &[F64], &[F64]),
    ("asinf", &[F32], &[F32]),
    ("acos", &[F64], &[F64]),
    ("acosf", &[F32], &[F32]),
    ("atan", &[F64], &[F64]),
    ("atanf", &[F32], &[F32]),
    ("sinh", &[F64], &[F64]),
    ("sinhf", &[F32], &[F32]),
    ("cosh", &[F64], &[F64]),
    ("coshf", &[F32], &[F32]),
    ("tanh", &[F64], &[F64]),
    ("tanhf", &[F32], &[F32]),
    ("asinh", &[F64], &[F64]),
    ("asinhf", &[F32], &[F32]),
    ("acosh", &[F64], &[F64]),
    ("acoshf", &[F32], &[F32]),
    ("atanh", &[F64], &[F64]),
    ("atanhf", &[F32], &[F32]),
    ("erf", &[F64], &[F64]),
    ("erff", &[F32], &[F32]),
    ("erfc", &[F64], &[F64]),
    ("erfcf", &[F32], &[F32]),
    ("pow", &[F64, F64], &[F64]),
    ("powf", &[F32, F32], &[F32]),
    ("atan2", &[F64, F64], &[F64]),
    ("atan2f", &[F32, F32], &[F32]),
];

/// A declared function as generated code sees it.
#[derive(Clone, Debug)]
pub(crate) struct FuncDecl {
    /// Id in the module.
    pub(crate) id: FuncId,
    /// Its Cranelift signature (expanded descriptors, or pointers for `_mlir_ciface_`).
    pub(crate) sig: Signature,
    /// Defined in this module (calls may be near).
    pub(crate) local: bool,
    /// Called through `_mlir_ciface_<name>` with memrefs passed by pointer.
    pub(crate) ciface: bool,
    /// The `func.func` defining it, when it has a body in this module.
    pub(crate) body: Option<crate::ir::OpId>,
}

/// Everything declared in the module, by name.
pub(crate) struct Decls {
    /// MLIR functions by symbol name (`@foo` → `foo`).
    pub(crate) funcs: FxHashMap<String, FuncDecl>,
    /// Runtime/libc imports by link name.
    pub(crate) imports: FxHashMap<&'static str, FuncDecl>,
    /// `memref.global`s by symbol name.
    pub(crate) globals: FxHashMap<String, DataId>,
    /// NUL-terminated string literals (assert messages, `vector.print str`).
    pub(crate) strings: FxHashMap<String, DataId>,
    /// Calling convention of the target.
    pub(crate) call_conv: CallConv,
    /// The `_mlir_ciface_` wrappers to define: wrapper id and the defined `func.func` marked
    /// `llvm.emit_c_interface` it calls.
    pub(crate) wrappers: Vec<(FuncId, crate::ir::OpId)>,
    /// `llvm.intr.matrix.*` take row-major matrices ([`crate::driver::CodegenOptions`]).
    pub(crate) matrix_row_major: bool,
    /// Functions not compiled because their code is that of an earlier one (folded name,
    /// the function whose code it shares): see [`super::coro::frame_free_only`].
    pub(crate) folded: Vec<(String, String)>,
}

impl Decls {
    /// Empty declarations for `call_conv`.
    pub(crate) fn new(call_conv: CallConv) -> Self {
        Decls {
            funcs: FxHashMap::default(),
            imports: FxHashMap::default(),
            globals: FxHashMap::default(),
            strings: FxHashMap::default(),
            call_conv,
            wrappers: Vec::new(),
            matrix_row_major: false,
            folded: Vec::new(),
        }
    }
}

/// A signature with the given parameter and result types.
pub(crate) fn make_sig(
    call_conv: CallConv,
    params: &[types::Type],
    rets: &[types::Type],
) -> Signature {
    let mut sig = Signature::new(call_conv);
    sig.params.extend(params.iter().map(|t| AbiParam::new(*t)));
    sig.returns.extend(rets.iter().map(|t| AbiParam::new(*t)));
    sig
}

/// Imports `decl` into `func` (what `Module::declare_func_in_func` does).
pub(crate) fn import_func(func: &mut ir::Function, decl: &FuncDecl) -> ir::FuncRef {
    let signature = func.import_signature(decl.sig.clone());
    let name = func.declare_imported_user_function(ir::UserExternalName {
        namespace: 0,
        index: decl.id.as_u32(),
    });
    func.import_function(ir::ExtFuncData {
        name: ir::ExternalName::user(name),
        signature,
        colocated: decl.local,
        patchable: false,
    })
}

/// Imports a data object into `func` (what `Module::declare_data_in_func` does; all our data
/// objects are local).
pub(crate) fn import_data(func: &mut ir::Function, id: DataId) -> ir::GlobalValue {
    let name = func.declare_imported_user_function(ir::UserExternalName {
        namespace: 1,
        index: id.as_u32(),
    });
    func.create_global_value(ir::GlobalValueData::Symbol {
        name: ir::ExternalName::user(name),
        offset: ir::immediates::Imm64::new(0),
        colocated: true,
        tls: false,
    })
}

/// Builds a one-block function `name` of signature `sig` — the shape of every wrapper and
/// thunk (`ciface`, `packed`, `host_thunk`): `body` gets the builder, positioned in the sealed
/// entry block, and the function's parameters, and must end the block with a return.
pub(crate) fn build_one_block_fn(
    name: ir::UserFuncName,
    sig: Signature,
    frontend: cranelift_codegen::isa::TargetFrontendConfig,
    body: impl FnOnce(
        &mut cranelift_frontend::FunctionBuilder<'_>,
        Vec<ir::Value>,
    ) -> Result<(), String>,
) -> Result<ir::Function, String> {
    let mut func = ir::Function::with_name_signature(name, sig);
    let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
    let mut bcx = cranelift_frontend::FunctionBuilder::new(&mut func, &mut fctx);
    let entry = bcx.create_block();
    bcx.append_block_params_for_function_params(entry);
    bcx.switch_to_block(entry);
    bcx.seal_block(entry);
    let params = bcx.block_params(entry).to_vec();
    body(&mut bcx, params)?;
    bcx.finalize(frontend);
    Ok(func)
}
