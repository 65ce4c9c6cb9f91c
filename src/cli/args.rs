//! A small LLVM-`cl`-style argument reader, so corolift accepts mlir-opt's spellings.
//!
//! `-name` and `--name` are the same option; values come as `--name=value` or, for options that
//! require one, as the next argument (`-o out.mlir`, `--pass-pipeline 'builtin.module(…)'`).
//! Boolean flags accept `=true|false|1|0`. A lone `-` is a positional argument (stdin), and
//! everything after `--` is positional. [`PassArgs`] reads mlir-opt's pass options
//! (`--pass-pipeline=…`, `--<pass>[=<options>]`) for every command that takes them.

use crate::passes::manager::BuildError;
use crate::passes::pipeline::parse_pipeline;
use crate::passes::{OpPassManager, PassRegistry, build_pass_manager};

/// One command-line item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A positional argument.
    Positional(String),
    /// An option: its name without dashes, the value after `=` if any, and the argument as
    /// written (for messages).
    Opt {
        /// Name without leading dashes.
        name: String,
        /// Text after the first `=`.
        value: Option<String>,
        /// The argument as written.
        raw: String,
    },
}

/// Iterates the arguments of a subcommand.
pub struct Args {
    items: Vec<String>,
    pos: usize,
    only_positional: bool,
}

impl Args {
    /// Reader over `items` (the arguments after the subcommand name).
    pub fn new(items: &[String]) -> Self {
        Args {
            items: items.to_vec(),
            pos: 0,
            only_positional: false,
        }
    }

    /// The next item.
    pub fn next_arg(&mut self) -> Option<Arg> {
        loop {
            let a = self.items.get(self.pos)?.clone();
            self.pos += 1;
            if self.only_positional || a == "-" || !a.starts_with('-') {
                return Some(Arg::Positional(a));
            }
            if a == "--" {
                self.only_positional = true;
                continue;
            }
            let body = a.strip_prefix("--").unwrap_or(&a[1..]);
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n.to_owned(), Some(v.to_owned())),
                None => (body.to_owned(), None),
            };
            return Some(Arg::Opt {
                name,
                value,
                raw: a,
            });
        }
    }

    /// Takes the next raw argument as the value of an option that requires one.
    pub fn take_value(&mut self) -> Option<String> {
        let v = self.items.get(self.pos)?.clone();
        self.pos += 1;
        Some(v)
    }
}

/// Levenshtein distance, for "Did you mean" suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == *cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The closest candidate to `name`, if close enough to be a plausible typo.
pub fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (name.len() / 3).max(2);
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// How an option of a flag table takes its value (`corolift run`, `compile`, `compare`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A boolean flag (`-x`, `-x=true|false|1|0`).
    Flag,
    /// Requires a value (`--x=v`, `--x v`).
    Value,
}

/// A subcommand's flag table: name, value kind, help text.
pub type FlagTable = [(&'static str, Kind, &'static str)];

/// One item read against a [`FlagTable`].
pub enum TableArg {
    /// A positional argument.
    Positional(String),
    /// A known option, its dash spelling as written (`-` or `--`, for messages) and its value
    /// (empty for flags).
    Opt {
        /// Name without dashes.
        name: String,
        /// `-` or `--`.
        dash: &'static str,
        /// The value (empty for a flag).
        value: String,
    },
}

/// Reads the next item of `a` against `flags`, with mlir-opt's messages for unknown options
/// (plus a "Did you mean" suggestion), missing values and bad booleans. Flags given as
/// `=false`/`=0` are skipped.
pub fn next_table_arg(
    a: &mut Args,
    tool: &str,
    flags: &FlagTable,
) -> Result<Option<TableArg>, String> {
    next_table_arg_or_pass(a, tool, flags, None)
}

/// [`next_table_arg`] for a command that also takes pass options (`corolift run`,
/// `compile`): `--pass-pipeline=…` and `--<pass>[=<options>]` not in `flags` are recorded in
/// `passes` (in order) instead of being unknown, and the suggestion for a misspelt option also
/// considers the pass names.
pub fn next_table_arg_or_pass(
    a: &mut Args,
    tool: &str,
    flags: &FlagTable,
    mut passes: Option<&mut PassArgs>,
) -> Result<Option<TableArg>, String> {
    loop {
        let Some(arg) = a.next_arg() else {
            return Ok(None);
        };
        let (name, value, raw) = match arg {
            Arg::Positional(p) => return Ok(Some(TableArg::Positional(p))),
            Arg::Opt { name, value, raw } => (name, value, raw),
        };
        let dash = if raw.starts_with("--") { "--" } else { "-" };
        let Some(&(_, kind, _)) = flags.iter().find(|(n, _, _)| *n == name) else {
            if let Some(passes) = passes.as_deref_mut()
                && passes.accept(&name, value.clone(), dash, a)?
            {
                continue;
            }
            let mut msg = format!("Unknown command line argument '{raw}'.  Try: '{tool} --help'");
            let registry = crate::passes::PassRegistry::global();
            let pass_names = passes
                .is_some()
                .then(|| registry.all().into_iter().map(|p| p.name))
                .into_iter()
                .flatten();
            let candidates = flags.iter().map(|(n, _, _)| *n).chain(pass_names);
            if let Some(s) = suggest(&name, candidates) {
                msg.push_str(&format!("\nDid you mean '{dash}{s}'?"));
            }
            return Err(msg);
        };
        let value = match (kind, value) {
            (Kind::Value, None) => a
                .take_value()
                .ok_or_else(|| format!("for the {dash}{name} option: requires a value!"))?,
            (Kind::Flag, Some(v)) => match crate::passes::options::parse_bool(&v) {
                Some(true) => String::new(),
                Some(false) => continue,
                None => {
                    return Err(format!(
                        "for the {dash}{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                    ));
                }
            },
            (_, v) => v.unwrap_or_default(),
        };
        return Ok(Some(TableArg::Opt { name, dash, value }));
    }
}

/// The pass options of a command line, read as mlir-opt reads them: either
/// `--pass-pipeline='builtin.module(…)'`, or `--<pass-name>[=<options>]` flags that run in the
/// order given, nested as mlir-opt nests them. One implementation for `corolift opt` (its whole
/// job), `corolift run` and `corolift compile` (the passes run before the lowering code
/// generation needs), and `corolift compare` (which hands them to both sides).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassArgs {
    /// `--pass-pipeline`'s text.
    pub pipeline: Option<String>,
    /// `--<pass-name>[=<options>]` flags in order: name, options text (empty when none).
    pub flags: Vec<(String, String)>,
}

impl PassArgs {
    /// Records option `name` (with its `=value`, if written) when it is a pass option:
    /// `pass-pipeline` (whose value may also be the next argument) or a registered pass.
    /// Returns false, recording nothing, for any other option.
    pub fn accept(
        &mut self,
        name: &str,
        value: Option<String>,
        dash: &str,
        a: &mut Args,
    ) -> Result<bool, String> {
        if name == "pass-pipeline" {
            let text = match value {
                Some(v) => v,
                None => a
                    .take_value()
                    .ok_or_else(|| format!("for the {dash}{name} option: requires a value!"))?,
            };
            self.pipeline = Some(text);
            return Ok(true);
        }
        if crate::passes::PassRegistry::global().lookup(name).is_some() {
            self.flags
                .push((name.to_owned(), value.unwrap_or_default()));
            return Ok(true);
        }
        Ok(false)
    }

    /// No pass asked for.
    pub fn is_empty(&self) -> bool {
        self.pipeline.is_none() && self.flags.is_empty()
    }

    /// The pass manager these options describe. The error is the whole text to print, as
    /// mlir-opt prints it (`<unknown>:0: error: …`).
    pub fn build(&self, registry: &PassRegistry) -> Result<OpPassManager, String> {
        if let Some(text) = &self.pipeline {
            if !self.flags.is_empty() {
                return Err("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n".into());
            }
            let p = parse_pipeline(text).map_err(|e| format!("{e}\n"))?;
            return build_pass_manager(registry, &p).map_err(|e| match e {
                BuildError::Syntax(e) => format!("{e}\n"),
                BuildError::Add(s) => s,
            });
        }
        let mut pm = OpPassManager::on("builtin.module");
        for (name, options) in &self.flags {
            let pass = registry
                .create(name, options)
                .map_err(|m| format!("<unknown>:0: error: {m}\n\n"))?;
            pm.add_pass_implicit(pass);
        }
        Ok(pm)
    }

    /// The options as command-line arguments (`--pass-pipeline=…`, `--name[=options]`), to hand
    /// them on to another corolift command or to mlir-opt, which spells them the same way.
    pub fn to_args(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .pipeline
            .iter()
            .map(|p| format!("--pass-pipeline={p}"))
            .collect();
        for (name, options) in &self.flags {
            v.push(if options.is_empty() {
                format!("--{name}")
            } else {
                format!("--{name}={options}")
            });
        }
        v
    }
}

/// The help lines of every pass option: `--<pass>` with its options, then the documented
/// no-op passes (shared by the `--help` of `corolift opt`, `run` and `compile`).
pub fn pass_help(registry: &PassRegistry) -> String {
    let mut s = String::new();
    s.push_str("\nPasses (as --<pass-name>[=<options>] or inside --pass-pipeline):\n");
    let all = registry.all();
    for p in all.iter().filter(|p| !p.noop) {
        s.push_str(&format!("  --{:<38} - {}\n", p.name, p.description));
        for opt in p.options.unwrap_or(&[]) {
            s.push_str(&format!(
                "      {:<36} - {}\n",
                format!("{}={}", opt.name, opt.kind),
                opt.description
            ));
        }
    }
    s.push_str(
        "\nDocumented no-op passes (LLVM-dialect conversions named by upstream pipelines; corolift\n\
         generates code from the standard dialects directly, so these accept any options and leave\n\
         the IR unchanged; --verbose reports them as skipped):\n",
    );
    for p in all.iter().filter(|p| p.noop) {
        s.push_str(&format!("  --{:<38} - {}\n", p.name, p.description));
    }
    s
}

/// mlir-opt's message for a second positional argument.
pub fn too_many_positionals(tool: &str) -> String {
    format!(
        "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help"
    )
}

/// The OPTIONS lines of a `--help` text for `flags`.
pub fn flag_help(flags: &FlagTable) -> String {
    let mut s = String::new();
    for (name, kind, help) in flags {
        let spelled = match kind {
            Kind::Flag => format!("-{name}"),
            Kind::Value if name.len() == 1 => format!("-{name} <value>"),
            Kind::Value => format!("--{name}=<value>"),
        };
        s.push_str(&format!("  {spelled:<32} - {help}\n"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(v: &[&str]) -> Vec<Arg> {
        let items: Vec<String> = v.iter().map(|s| s.to_string()).collect();
        let mut a = Args::new(&items);
        std::iter::from_fn(|| a.next_arg()).collect()
    }

    fn opt(name: &str, value: Option<&str>, raw: &str) -> Arg {
        Arg::Opt {
            name: name.into(),
            value: value.map(Into::into),
            raw: raw.into(),
        }
    }

    #[test]
    fn spellings() {
        assert_eq!(
            all(&[
                "-x",
                "--y=1",
                "-",
                "f",
                "--",
                "-z",
                "--pass-pipeline=a(b=c)"
            ]),
            vec![
                opt("x", None, "-x"),
                opt("y", Some("1"), "--y=1"),
                Arg::Positional("-".into()),
                Arg::Positional("f".into()),
                Arg::Positional("-z".into()),
                Arg::Positional("--pass-pipeline=a(b=c)".into()),
            ]
        );
        assert_eq!(all(&["---x"]), vec![opt("-x", None, "---x")]);
    }

    #[test]
    fn suggestions() {
        assert_eq!(suggest("cse", ["cse", "o"]), Some("cse"));
        assert_eq!(
            suggest("split-input-fil", ["split-input-file", "o"]),
            Some("split-input-file")
        );
        assert_eq!(suggest("zzzzzzzz", ["o"]), None);
    }
}
