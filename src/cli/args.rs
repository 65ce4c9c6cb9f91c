//! A small LLVM-`cl`-style argument reader, so corolift accepts mlir-opt's spellings.
//!
//! `-name` and `--name` are the same option; values come as `--name=value` or, for options that
//! require one, as the next argument (`-o out.mlir`, `--pass-pipeline 'builtin.module(…)'`).
//! Boolean flags accept `=true|false|1|0`. A lone `-` is a positional argument (stdin), and
//! everything after `--` is positional.

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
