//! Parsing a large file on several threads.
//!
//! Most of a large input is a flat list of top-level functions, each isolated from above: no
//! SSA name and no block label crosses from one to the next, and symbol references
//! (`@callee`) are only attributes until a pass resolves them. Such a file can be cut between
//! two top-level ops and each slice parsed on its own thread into an arena of its own; the
//! arenas are then joined in file order ([`Ir::append_arena`]), which gives the same IR as
//! parsing the whole file in one go.
//!
//! Where to cut is a guess: the first line at or after each cut target that starts, in
//! column 0, with a dialect op name (`func.func`, `memref.global`, …) or a quoted generic op
//! name, which is how printed and hand-written MLIR lays out top-level ops. Finding it reads
//! a few lines, not the file. The guess needs no proof, because a wrong cut cannot go
//! unnoticed: a slice that starts or ends inside an op, or that uses an SSA value or an alias
//! defined in another slice, fails to parse; and two slices that define the same alias are
//! caught when the slices are joined. Whenever any of that happens, the whole file is parsed
//! again on one thread, so results and diagnostics are exactly those of the one-thread
//! parser.
//!
//! Files that spell `module { … }` indent their ops, so they offer no cut and are parsed on
//! one thread.

use std::ops::Range;
use std::sync::Arc;

use rustc_hash::FxHashSet;

use super::{Aliases, Module, Parser, SharedSource, ir_for_source_len};
use crate::ir::{BlockId, Ir, Location, OpId};

/// Files smaller than this are parsed on one thread: below it, starting a thread costs about
/// as much as it saves.
const MIN_PARALLEL_BYTES: usize = 64 * 1024;

/// The smallest slice worth a thread of its own.
const MIN_SLICE_BYTES: usize = 32 * 1024;

/// At most this many threads parse one file.
const MAX_THREADS: usize = 8;

/// Work done on each slice, on its thread, right after it is parsed. It gets the slice's
/// arena and a `builtin.module` holding the slice's top-level ops. The module stands in for
/// the file's module while the slice is on its own (it holds only the slice's symbols); the
/// ops are moved out of it when the slices are joined.
///
/// Work on one slice may wait for facts about the others (see `driver/sliced.rs`), so the
/// split guarantees that each started slice reaches [`SliceWork::slice`] exactly once, with
/// `None` when it did not parse, and that [`SliceWork::abandon`] is called whenever a slice
/// will never get there (its thread could not be started, or it panicked).
pub trait SliceWork: Sync {
    /// The work on slice `index` of `count` (in file order): `parsed` is its arena and
    /// stand-in module, or `None` when it failed to parse. Returns `false` to give the split
    /// up.
    fn slice(&self, index: usize, count: usize, parsed: Option<(&mut Ir, OpId)>) -> bool;

    /// Some slice will never reach [`SliceWork::slice`]: work waiting for it must stop
    /// waiting (the split is given up).
    fn abandon(&self) {}
}

/// A closure over a parsed slice is work that needs nothing from the other slices.
impl<F: Fn(&mut Ir, OpId) -> bool + Sync> SliceWork for F {
    fn slice(&self, _index: usize, _count: usize, parsed: Option<(&mut Ir, OpId)>) -> bool {
        parsed.is_some_and(|(ir, module)| self(ir, module))
    }
}

/// The work to run on each slice (see [`SliceWork`]).
pub type SliceHook<'h> = &'h dyn SliceWork;

/// Calls [`SliceWork::abandon`] if dropped while its thread unwinds from a panic, so that no
/// other slice waits forever for this one.
struct AbandonOnPanic<'h>(SliceHook<'h>);

impl Drop for AbandonOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.abandon();
        }
    }
}

/// Parses `text` on several threads when it is large enough and can be cut into slices;
/// `None` when it is not, or when any slice fails to parse (the caller then parses the file
/// on one thread, which also produces the diagnostic).
pub(super) fn try_parse(text: &str, file: &Arc<str>) -> Option<Module> {
    try_parse_with(text, file, &|_: &mut Ir, _: OpId| true)
}

/// [`try_parse`], running `hook` on each slice before the join; `None` also when a hook
/// returns `false`.
pub(super) fn try_parse_with(text: &str, file: &Arc<str>, hook: SliceHook<'_>) -> Option<Module> {
    if text.len() < MIN_PARALLEL_BYTES {
        return None;
    }
    // At least two slices even on one core, so that a file takes the same way everywhere
    // (on one core the threads take turns, at the cost of the join).
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(2, MAX_THREADS)
        .min(text.len() / MIN_SLICE_BYTES);
    parse_split(text, file, threads, hook)
}

/// Parses `text` cut into at most `threads` slices, each on a thread of its own and passed
/// to `hook`; `None` when it cannot be cut into two or more, or when a slice fails to parse
/// or its hook returns `false`.
fn parse_split(text: &str, file: &Arc<str>, threads: usize, hook: SliceHook<'_>) -> Option<Module> {
    if threads < 2 {
        return None;
    }
    let slices = cut(text.as_bytes(), threads);
    if slices.len() < 2 {
        return None;
    }

    let source = SharedSource::new(text, file);
    // The first slice also holds everything before the first op (alias definitions,
    // usually). The other slices need those aliases, so that part is parsed on its own first.
    let mut header = Parser::over_range(&source, 0..slices[0].start, Ir::new());
    header.parse_top_level_block().ok()?;
    let header_aliases = header.aliases;
    let (first, rest) = slices.split_first().expect("at least two slices");
    let first = 0..first.end;
    let count = slices.len();

    let (parsed_first, parsed_rest) = std::thread::scope(|scope| {
        let spawned: std::io::Result<Vec<_>> = rest
            .iter()
            .enumerate()
            .map(|(i, range)| {
                let (source, aliases) = (&source, &header_aliases);
                // A thread that cannot be started is not an error: the caller parses the
                // file on one thread instead.
                // Parsing (and the slice's passes, run by `hook`) recurse per level of
                // nesting: a stack for the nesting limit (see `crate::limits`).
                crate::limits::thread_builder().spawn_scoped(scope, move || {
                    let ir = ir_for_source_len(range.len());
                    let slice = Slice {
                        range: range.clone(),
                        index: i + 1,
                        count,
                    };
                    parse_slice(source, slice, aliases, ir, hook)
                })
            })
            .collect();
        let Ok(handles) = spawned else {
            // The slices already started may be waiting for this one.
            hook.abandon();
            return None;
        };
        // The first slice's arena receives the others, so it has room for the whole file.
        let ir = ir_for_source_len(text.len());
        let slice = Slice {
            range: first,
            index: 0,
            count,
        };
        let first = parse_slice(&source, slice, &Aliases::default(), ir, hook);
        let rest: Vec<_> = handles
            .into_iter()
            .map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect();
        Some((first, rest))
    })?;

    let mut joined = parsed_first?;
    let mut defined: FxHashSet<(char, String)> = alias_names(&joined.aliases).collect();
    let given: FxHashSet<(char, String)> = alias_names(&header_aliases).collect();
    for slice in parsed_rest {
        let slice = slice?;
        // An alias defined in two slices is an error on one thread ("redefinition").
        for name in alias_names(&slice.aliases) {
            if !given.contains(&name) && !defined.insert(name) {
                return None;
            }
        }
        let moved = joined.ir.append_arena(slice.ir);
        let slice_module = moved.op(slice.module);
        let top_block = joined.body_block();
        let slice_block = joined.ir.region_blocks(joined.ir.region(slice_module, 0))[0];
        for op in joined.ir.block_ops_vec(slice_block) {
            joined.ir.move_op_to_end(op, top_block);
        }
        joined.ir.erase_op(slice_module);
    }
    // A file that is one `builtin.module` is that module, not one wrapped in another; a file
    // cut in two or more has more ops than that, but the one-thread parser decides if not.
    let top_ops = joined.ir.block_ops_vec(joined.body_block());
    if let [only] = top_ops.as_slice()
        && joined.ir.is(*only, "builtin.module")
    {
        return None;
    }
    Some(Module {
        ir: joined.ir,
        top: joined.module,
    })
}

/// The names of the aliases in `aliases`, each with its sigil (`#` or `!`).
fn alias_names(aliases: &Aliases) -> impl Iterator<Item = (char, String)> + '_ {
    let attrs = aliases.attrs.keys().map(|name| ('#', name.clone()));
    attrs.chain(aliases.types.keys().map(|name| ('!', name.clone())))
}

/// One slice of the file, parsed: its arena and the module holding its top-level ops.
struct ParsedSlice {
    ir: Ir,
    /// The slice's stand-in `builtin.module` (see [`SliceHook`]); for the first slice, the
    /// file's module once the others are joined into it.
    module: OpId,
    /// The aliases visible at its end: those it was given and those it defined.
    aliases: Aliases,
}

impl ParsedSlice {
    /// The block holding the top-level ops.
    fn body_block(&self) -> BlockId {
        self.ir.region_blocks(self.ir.region(self.module, 0))[0]
    }
}

/// Where a slice lies in the file and in the split.
struct Slice {
    range: Range<usize>,
    index: usize,
    count: usize,
}

/// Parses the top-level ops in bytes `slice.range` of `source` into `ir`, with `aliases`
/// defined, and runs `hook` on them (or tells it the slice did not parse). `None` if they do
/// not parse on their own or `hook` says no.
fn parse_slice(
    source: &SharedSource<'_>,
    slice: Slice,
    aliases: &Aliases,
    ir: Ir,
    hook: SliceHook<'_>,
) -> Option<ParsedSlice> {
    let _guard = AbandonOnPanic(hook);
    let mut parser = Parser::over_range(source, slice.range, ir);
    // Every op's location holds the file name: a copy per slice keeps the threads from
    // contending on one reference count.
    parser.file = Arc::from(&*source.file);
    parser.aliases = aliases.clone();
    let Ok(block) = parser.parse_top_level_block() else {
        hook.slice(slice.index, slice.count, None);
        return None;
    };
    let loc = Location::file_line_col(&parser.file, 1, 1);
    let module = parser.wrap_in_module(block, loc);
    if !hook.slice(slice.index, slice.count, Some((&mut parser.ir, module))) {
        return None;
    }
    Some(ParsedSlice {
        ir: parser.ir,
        module,
        aliases: parser.aliases,
    })
}

/// Cuts `text` into at most `pieces` slices of about equal size, each starting at a line
/// that looks like the start of a top-level op ([`next_op_line`]); the first slice starts at
/// the first such line.
fn cut(text: &[u8], pieces: usize) -> Vec<Range<usize>> {
    let Some(first) = next_op_line(text, 0) else {
        return Vec::new();
    };
    let mut bounds = vec![first];
    for k in 1..pieces {
        let target = first + (text.len() - first) * k / pieces;
        let last = *bounds.last().expect("non-empty");
        match next_op_line(text, target.max(last + 1)) {
            Some(start) => bounds.push(start),
            None => break,
        }
    }
    bounds.push(text.len());
    bounds.windows(2).map(|w| w[0]..w[1]).collect()
}

/// The first line starting at or after byte `from` whose first word, in column 0, is a
/// dialect op name (`dialect.op`) or a quoted generic op name.
fn next_op_line(text: &[u8], from: usize) -> Option<usize> {
    let mut line = if from == 0 || text.get(from - 1) == Some(&b'\n') {
        from
    } else {
        from + memchr::memchr(b'\n', text.get(from..)?)? + 1
    };
    while line < text.len() {
        let rest = &text[line..];
        if rest[0] == b'"' || starts_with_dialect_op_name(rest) {
            return Some(line);
        }
        line += memchr::memchr(b'\n', rest)? + 1;
    }
    None
}

/// Whether `bytes` starts with `word.`: an identifier followed by a dot, as op names are.
fn starts_with_dialect_op_name(bytes: &[u8]) -> bool {
    let word = bytes
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    word > 0 && bytes[0].is_ascii_alphabetic() && bytes.get(word) == Some(&b'.')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_lines_start_in_column_zero_with_an_op_name() {
        let text = b"!t = i64\n\
                     func.func @a() {\n  func.return\n}\n\
                     // func.func @commented() {}\n\
                     \"test.op\"() : () -> ()\n\
                     memref.global @g : memref<2xf32>\n";
        let lines: Vec<&str> =
            std::iter::successors(next_op_line(text, 0), |&at| next_op_line(text, at + 1))
                .map(|at| {
                    std::str::from_utf8(&text[at..])
                        .unwrap()
                        .split(' ')
                        .next()
                        .unwrap()
                })
                .collect();
        assert_eq!(lines, ["func.func", "\"test.op\"()", "memref.global"]);
        // From the middle of a line, the search starts at the next line.
        assert_eq!(next_op_line(b"func.func @a\nfunc.func @b\n", 1), Some(13));
        assert_eq!(next_op_line(b"func.func @a\n", 1), None);
    }

    #[test]
    fn cuts_at_op_lines_near_equal_sizes() {
        let text = "x.y\n".repeat(25);
        assert_eq!(cut(text.as_bytes(), 2), vec![0..52, 52..100]);
        assert_eq!(cut(text.as_bytes(), 3), vec![0..36, 36..68, 68..100]);
        assert_eq!(cut(b"x.y\n", 4), vec![0..4]);
        assert!(cut(b"  x.y\n", 2).is_empty());
    }

    fn print(ir: &Ir, top: crate::ir::OpId) -> String {
        crate::print::print_op(ir, top, Default::default())
    }

    /// The one-thread parse of `text`, printed.
    fn parse_on_one_thread(text: &str, file: &Arc<str>) -> String {
        let mut parser = Parser::new(text, file);
        let top = parser.parse_top_level().expect("parses");
        print(&parser.ir, top)
    }

    /// The split parse gives the same module as the one-thread parse, for any number of
    /// slices.
    #[test]
    fn split_parse_matches_one_thread_parse() {
        let mut text = String::from("!elem = i64\n");
        for i in 0..500 {
            text.push_str(&format!(
                "func.func @f{i}(%a: !elem) -> !elem {{\n  %c = arith.constant {i} : i64\n  \
                 %s = arith.addi %a, %c : i64\n  return %s : i64\n}}\n"
            ));
        }
        let file: Arc<str> = Arc::from("big.mlir");
        let expected = parse_on_one_thread(&text, &file);
        for threads in [2, 3, 7] {
            let split = parse_split(&text, &file, threads, &|_: &mut Ir, _: OpId| true)
                .expect("parsed in slices");
            assert_eq!(print(&split.ir, split.top), expected, "{threads} slices");
        }
    }

    /// Work that records what it hears, in order of arrival.
    #[derive(Default)]
    struct Recorder {
        heard: std::sync::Mutex<Vec<(usize, usize, bool)>>,
    }

    impl SliceWork for Recorder {
        fn slice(&self, index: usize, count: usize, parsed: Option<(&mut Ir, OpId)>) -> bool {
            let ok = parsed.is_some();
            self.heard.lock().unwrap().push((index, count, ok));
            ok
        }
    }

    /// Every slice reaches the work exactly once, a slice that does not parse with `None`,
    /// so work that waits for all slices is never left waiting.
    #[test]
    fn every_slice_reaches_the_work_once_parsed_or_not() {
        let good = "func.func @f(%a: i64) -> i64 {\n  return %a : i64\n}\n";
        let bad = "func.func @g() -> i64 {\n  return %nowhere : i64\n}\n";
        let text = format!("{}{bad}{}", good.repeat(300), good.repeat(300));
        let file: Arc<str> = Arc::from("once.mlir");
        let work = Recorder::default();
        assert!(parse_split(&text, &file, 3, &work).is_none());
        let mut heard = work.heard.into_inner().unwrap();
        heard.sort();
        assert_eq!(heard.len(), 3, "{heard:?}");
        for (i, (index, count, _)) in heard.iter().enumerate() {
            assert_eq!((*index, *count), (i, 3));
        }
        assert_eq!(
            heard.iter().filter(|(_, _, ok)| !ok).count(),
            1,
            "{heard:?}"
        );
    }

    /// A slice that does not parse on its own (here: it uses an SSA value that another
    /// top-level op defines) makes the split parse give up, so the one-thread parse decides.
    #[test]
    fn a_slice_that_needs_another_slice_gives_up() {
        let mut text = String::from("%v = \"test.def\"() : () -> i64\n");
        for i in 0..200 {
            text.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n"));
        }
        text.push_str("\"test.use\"(%v) : (i64) -> ()\n");
        let file: Arc<str> = Arc::from("uses.mlir");
        assert!(parse_split(&text, &file, 2, &|_: &mut Ir, _: OpId| true).is_none());
        assert!(parse_source_ok(&text, &file));
    }

    fn parse_source_ok(text: &str, file: &Arc<str>) -> bool {
        super::super::parse_source(text, file).is_ok()
    }

    /// A function body written in column 0 offers cuts inside the function; such slices do
    /// not parse, so the file is parsed on one thread, with the same result.
    #[test]
    fn a_cut_inside_an_op_gives_up() {
        let mut text = String::from("func.func @f() {\n");
        for _ in 0..200 {
            text.push_str("\"test.op\"() : () -> ()\n");
        }
        text.push_str("func.return\n}\n");
        let file: Arc<str> = Arc::from("flat.mlir");
        assert!(parse_split(&text, &file, 2, &|_: &mut Ir, _: OpId| true).is_none());
        assert!(parse_source_ok(&text, &file));
    }

    /// The same alias defined in two slices is a redefinition on one thread; joining the
    /// slices notices it and gives up, and the one-thread parse reports it.
    #[test]
    fn an_alias_defined_in_two_slices_gives_up() {
        let mut text = String::new();
        for i in 0..200 {
            if i == 10 || i == 190 {
                text.push_str("!twice = i64\n");
            }
            text.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n"));
        }
        let file: Arc<str> = Arc::from("aliases.mlir");
        assert!(parse_split(&text, &file, 2, &|_: &mut Ir, _: OpId| true).is_none());
        let err = super::super::parse_source(&text, &file)
            .err()
            .expect("an error");
        assert!(
            err.message.contains("redefinition of type alias"),
            "{}",
            err.message
        );
    }
}
