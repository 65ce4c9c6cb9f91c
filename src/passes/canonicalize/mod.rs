//! `canonicalize`: folders and canonicalization patterns applied to a fixed point by the greedy
//! rewrite driver, as MLIR's `Canonicalizer` pass does.
//!
//! * [`driver`] — the greedy driver (MLIR's `applyPatternsGreedily`): a worklist of ops,
//!   each folded (constants uniqued and hoisted as `OperationFolder` does) or rewritten by
//!   the highest-benefit matching pattern, until nothing changes; dead ops are erased.
//! * [`regions`] — region simplification after each sweep (MLIR's `simplifyRegions`:
//!   unreachable blocks, dead ops and block arguments, identical blocks merged).
//! * [`create_or_fold`] — what lowering passes use to fold ops as they create them
//!   (MLIR's `OpBuilder::createOrFold`).
//!
//! What each op folds to lives with the op, in its dialect's `OpDef` (`fold`,
//! `canonicalize`); nothing in this module knows a dialect.

pub mod driver;
pub mod regions;

pub use driver::{
    GreedyConfig, apply_patterns_greedily, canonicalize_op, constant_value, create_or_fold, fold_op,
};

use crate::diag::Diagnostic;
use crate::ir::rewrite::RewritePattern;
use crate::ir::{Ir, OpId};
use crate::passes::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};

/// The `canonicalize` pass with MLIR 22's options.
pub const INFO: PassInfo = PassInfo {
    name: "canonicalize",
    display_name: "Canonicalizer",
    description: "Canonicalize operations",
    anchor: Anchor::Any,
    options: Some(&[
        PassOptionInfo {
            name: "top-down",
            kind: "<bool>",
            description: "Seed the worklist in general top-down order",
        },
        PassOptionInfo {
            name: "region-simplify",
            kind: "<disabled|normal|aggressive>",
            description: "Perform control flow optimizations to the region tree",
        },
        PassOptionInfo {
            name: "max-iterations",
            kind: "<long>",
            description: "Max. iterations between applying patterns / simplifying regions",
        },
        PassOptionInfo {
            name: "max-num-rewrites",
            kind: "<long>",
            description: "Max. number of pattern rewrites within an iteration",
        },
        PassOptionInfo {
            name: "test-convergence",
            kind: "<bool>",
            description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        },
        PassOptionInfo {
            name: "disable-patterns",
            kind: "<string>",
            description: "Labels of patterns that should be filtered out during application",
        },
        PassOptionInfo {
            name: "enable-patterns",
            kind: "<string>",
            description: "Labels of patterns that should be used during application, all other patterns are filtered out",
        },
    ]),
    noop: false,
    create: Canonicalizer::create,
    run: None,
};

/// The pass instance: the greedy configuration and the pattern filters.
struct Canonicalizer {
    info: &'static PassInfo,
    config: GreedyConfig,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Option<Vec<String>>,
}

impl Canonicalizer {
    fn create(info: &'static PassInfo, opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        let mut config = GreedyConfig {
            top_down: true,
            ..GreedyConfig::default()
        };
        if let Some(top_down) = opts.get_bool("top-down")? {
            config.top_down = top_down;
        }
        // The pass's default is `normal` (MLIR 22's `Canonicalizer` option), which does not
        // merge identical blocks.
        config.aggressive_region_simplify = false;
        match opts.get_str("region-simplify") {
            None | Some("normal") => {}
            Some("disabled") => config.region_simplify = false,
            Some("aggressive") => config.aggressive_region_simplify = true,
            Some(other) => {
                return Err(format!(
                    "Cannot find option named '{other}'!\nfailed to parse option 'region-simplify'"
                ));
            }
        }
        if let Some(n) = opts.get_i64("max-iterations")? {
            config.max_iterations = u64::try_from(n).ok();
        }
        if let Some(n) = opts.get_i64("max-num-rewrites")? {
            config.max_num_rewrites = u64::try_from(n).ok();
        }
        Ok(Box::new(Canonicalizer {
            info,
            config,
            test_convergence: opts.get_bool("test-convergence")?.unwrap_or(false),
            disabled: opts.get_list("disable-patterns").unwrap_or_default(),
            enabled: opts.get_list("enable-patterns"),
        }))
    }

    /// The canonicalization patterns that pass the `disable-patterns` / `enable-patterns`
    /// filters.
    fn patterns(&self) -> Vec<&'static dyn RewritePattern> {
        driver::all_canonicalization_patterns()
            .into_iter()
            .filter(|p| !self.disabled.iter().any(|d| label_matches(d, p.name())))
            .filter(|p| {
                self.enabled
                    .as_ref()
                    .is_none_or(|e| e.iter().any(|l| label_matches(l, p.name())))
            })
            .collect()
    }
}

/// Whether a `disable-patterns` / `enable-patterns` label names the pattern `name`: upstream
/// matches a pattern's debug name, the C++ type name of its class, which for every pattern we
/// mirror is `(anonymous namespace)::<name>`.
fn label_matches(label: &str, name: &str) -> bool {
    label.strip_prefix("(anonymous namespace)::") == Some(name)
}

impl Pass for Canonicalizer {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        let patterns = self.patterns();
        let (_, converged) =
            driver::apply_patterns_greedily_converged(ir, op, &patterns, &self.config)?;
        if self.test_convergence && !converged {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                "Canonicalizer failed to converge",
            ));
        }
        Ok(())
    }
}

/// The `canonicalize` pass body with the default options: every registered folder and
/// canonicalization pattern, applied greedily to everything nested in `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let config = GreedyConfig {
        top_down: true,
        aggressive_region_simplify: false,
        ..GreedyConfig::default()
    };
    canonicalize_op(ir, op, &config)?;
    Ok(())
}
