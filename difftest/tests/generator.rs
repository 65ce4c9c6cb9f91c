//! The generator builds programs the model can run, deterministically from the seed, and the
//! emitter prints every variable it defines.

use corolift_difftest::{emit, model, run};

#[test]
fn generated_programs_run_in_the_model() {
    let mut features = std::collections::BTreeSet::new();
    for n in 0..400 {
        let g = run::program(7, n);
        if let Err(e) = model::interpret(&g.program) {
            panic!("program {n}: {e}\n{}", emit::program("p_", &g.program));
        }
        features.extend(g.features);
    }
    // A few hundred programs cover every construct the generator knows.
    for f in [
        "execute",
        "execute-deps",
        "execute-operands",
        "execute-value",
        "nested-execute",
        "async-func",
        "async-call",
        "recursion",
        "group",
        "await-all",
        "await-top",
        "checked-await",
        "await-in-for",
        "await-in-if",
        "await-in-while",
        "assert",
        "error-propagation",
        "memref",
        "memref-shared",
        "memref-value",
        "int",
        "float",
        "cast",
    ] {
        assert!(features.contains(f), "no program uses {f}: {features:?}");
    }
}

#[test]
fn same_seed_same_program() {
    for n in 0..20 {
        let a = run::program(3, n);
        let b = run::program(3, n);
        assert_eq!(a.program, b.program);
        assert_eq!(
            emit::program("p_", &a.program),
            emit::program("p_", &b.program)
        );
    }
    assert_ne!(run::program(3, 0).program, run::program(4, 0).program);
}

#[test]
fn empty_choice_sequence_is_a_valid_program() {
    let g = corolift_difftest::r#gen::generate(&[]);
    assert_eq!(model::interpret(&g.program), Ok(Vec::new()));
}
