//! The embedding API on synchronous functions: scalars, tuples, memrefs, signature checks,
//! compile errors, several modules. Expected values are hand-checked arithmetic.

use corolift::{Engine, ErrorKind, MemRef};

const ARITH: &str = r#"
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}
func.func @mixed(%x: f32, %flag: i1, %n: index) -> (f64, i1, index, i8) {
  %d = arith.extf %x : f32 to f64
  %t = arith.constant true
  %nf = arith.xori %flag, %t : i1
  %c2 = arith.constant 2 : index
  %n2 = arith.muli %n, %c2 : index
  %b = arith.constant -3 : i8
  return %d, %nf, %n2, %b : f64, i1, index, i8
}
func.func @nothing() {
  return
}
"#;

#[test]
fn scalars_and_tuples() {
    let module = Engine::new().compile(ARITH).unwrap();
    let add = module.func::<(i64, i64), i64>("add").unwrap();
    assert_eq!(add.call((40, 2)).unwrap(), 42);
    assert_eq!(add.call((i64::MAX, 1)).unwrap(), i64::MIN);
    let divmod = module.func::<(i32, i32), (i32, i32)>("divmod").unwrap();
    assert_eq!(divmod.call((-7, 2)).unwrap(), (-3, -1));
    let mixed = module
        .func::<(f32, bool, usize), (f64, bool, usize, i8)>("mixed")
        .unwrap();
    assert_eq!(mixed.call((1.5, true, 21)).unwrap(), (1.5, false, 42, -3));
    module.func::<(), ()>("nothing").unwrap().call(()).unwrap();
    assert_eq!(
        module.function_names(),
        ["add", "divmod", "mixed", "nothing"]
    );
    assert_eq!(module.signature("add").unwrap(), "(i64, i64) -> i64");
}

#[test]
fn signature_mismatches_are_errors() {
    let module = Engine::new().compile(ARITH).unwrap();
    let e = module.func::<(i64, i32), i64>("add").err().unwrap();
    assert_eq!(e.kind(), ErrorKind::Signature);
    assert!(
        e.to_string()
            .contains("argument #1 is 'i64' in MLIR and 'i32' in Rust"),
        "{e}"
    );
    let e = module.func::<(i64, i64), ()>("add").err().unwrap();
    assert_eq!(e.kind(), ErrorKind::Signature);
    let e = module.func::<(i64,), i64>("add").err().unwrap();
    assert_eq!(e.kind(), ErrorKind::Signature);
    let e = module.func::<(i64, i64), (i64, i64)>("add").err().unwrap();
    assert_eq!(e.kind(), ErrorKind::Signature);
    let e = module
        .func::<(f32, bool, i64), (f64, bool, usize, i8)>("mixed")
        .err()
        .unwrap();
    assert!(e.to_string().contains("argument #2 is 'index'"), "{e}");
    let e = module.func::<(), ()>("missing").err().unwrap();
    assert_eq!(e.kind(), ErrorKind::MissingFunction);
}

#[test]
fn bad_mlir_renders_like_the_command_line() {
    let e = Engine::new()
        .compile_named(
            "bad.mlir",
            "func.func @f() -> i64 {\n  %x = arith.constant 1 : i32\n  return %x : i64\n}\n",
        )
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::Compile);
    let text = e.to_string();
    assert!(text.starts_with("bad.mlir:3:"), "{text}");
    assert!(text.contains("  return %x : i64\n"), "{text}");
    let e = Engine::new()
        .compile("func.func @g() {\n  call @nowhere() : () -> ()\n  return\n}\n")
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::Compile);
}

const MEMREF: &str = r#"
func.func @scale(%m: memref<?x?xf32>, %k: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f32) {
    %inner = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
      %n = arith.addf %a, %w : f32
      scf.yield %n : f32
    }
    scf.yield %inner : f32
  }
  return %sum : f32
}
func.func @second(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<?xf32, strided<[?], offset: ?>>
  return %v : f32
}
func.func @fixed(%m: memref<4xi64>) -> i64 {
  %c3 = arith.constant 3 : index
  %v = memref.load %m[%c3] : memref<4xi64>
  return %v : i64
}
"#;

#[test]
fn memref_views() {
    let module = Engine::new().compile(MEMREF).unwrap();
    let scale = module.func::<(MemRef<f32, 2>, f32), f32>("scale").unwrap();
    let mut data = vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let view = MemRef::new(&mut data, [2, 3]).unwrap();
    assert_eq!(scale.call((view, 2.0)).unwrap(), 42.0);
    assert_eq!(data, [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]);
    // Column 0 of the 2x3 matrix, as a 2x1 matrix with row stride 3: the identity layout
    // fixes offset 0 and the last stride (1) only.
    let view = MemRef::with_layout(&mut data, 0, [2, 1], [3, 1]).unwrap();
    assert_eq!(scale.call((view, 0.5)).unwrap(), 5.0);
    assert_eq!(data, [1.0, 4.0, 6.0, 4.0, 10.0, 12.0]);
    // Column 1 starts at offset 1, which `memref<?x?xf32>` does not allow.
    let view = MemRef::with_layout(&mut data, 1, [2, 1], [3, 1]).unwrap();
    let e = scale.call((view, 0.5)).err().unwrap();
    assert_eq!(e.kind(), ErrorKind::Argument);
    assert!(e.to_string().contains("has offset 0, the view 1"), "{e}");
    // A strided memref type takes it.
    let second = module.func::<(MemRef<f32, 1>,), f32>("second").unwrap();
    let view = MemRef::with_layout(&mut data, 1, [2], [3]).unwrap();
    assert_eq!(second.call((view,)).unwrap(), 10.0);

    let fixed = module.func::<(MemRef<i64, 1>,), i64>("fixed").unwrap();
    let mut four = [10i64, 20, 30, 40];
    assert_eq!(
        fixed.call((MemRef::new(&mut four, [4]).unwrap(),)).unwrap(),
        40
    );
    let mut three = [1i64, 2, 3];
    let e = fixed
        .call((MemRef::new(&mut three, [3]).unwrap(),))
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::Argument);
    // Rank and element type are part of the signature.
    assert!(module.func::<(MemRef<i64, 2>,), i64>("fixed").is_err());
    assert!(module.func::<(MemRef<i32, 1>,), i64>("fixed").is_err());
    // Views never reach past the slice.
    let mut small = [0f32; 5];
    assert!(MemRef::<f32, 2>::new(&mut small, [2, 3]).is_err());
    assert!(MemRef::<f32, 2>::with_layout(&mut small, 1, [2, 3], [3, 1]).is_err());
}

#[test]
fn several_modules_and_dropping_one() {
    let engine = Engine::new();
    let a = engine.compile(ARITH).unwrap();
    let b = engine.compile(ARITH).unwrap();
    let add_a = a.func::<(i64, i64), i64>("add").unwrap();
    let add_b = b.func::<(i64, i64), i64>("add").unwrap();
    drop(a);
    drop(add_a);
    assert_eq!(add_b.call((1, 2)).unwrap(), 3);
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let f = add_b.clone();
            std::thread::spawn(move || (0..1000).map(|i| f.call((i, t)).unwrap()).sum::<i64>())
        })
        .collect();
    let sums: Vec<i64> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(sums, [499_500, 500_500, 501_500, 502_500]);
}

/// Engines, modules and function handles may be shared across threads.
#[test]
fn handles_are_send_and_sync() {
    fn shareable<T: Send + Sync>() {}
    shareable::<Engine>();
    shareable::<corolift::Module>();
    shareable::<corolift::Func<(i64, MemRef<'static, f32, 2>), (i64, f64)>>();
    shareable::<corolift::PackedFn>();
    shareable::<corolift::Error>();
}
