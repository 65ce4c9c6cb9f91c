//! Pass options: the `key=value key2=value` text inside `name{...}` in a textual pipeline, or
//! after `=` in the `--name=...` flag form.
//!
//! Values may be bare words, quoted (`'a b'`, `"a b"`) or braced (`{a b}`, kept verbatim without
//! the braces); a key without `=` means `true` (a boolean flag). Typed getters report errors in
//! mlir-opt's words.

/// One documented option of a pass (for `--help` and validation).
#[derive(Clone, Copy, Debug)]
pub struct PassOptionInfo {
    /// The option key (`max-iterations`).
    pub name: &'static str,
    /// Value kind shown in help (`<uint>`, `<bool>`, `<string>`).
    pub kind: &'static str,
    /// One-line description.
    pub description: &'static str,
}

/// Parsed options, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    entries: Vec<(String, Option<String>)>,
}

impl PassOptions {
    /// Parses `text` (`a=1 b={x y} c`). Errors are mlir-opt-style messages.
    pub fn parse(text: &str) -> Result<PassOptions, String> {
        let mut entries = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if chars[i].is_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '=' {
                i += 1;
            }
            let key: String = chars[start..i].iter().collect();
            if key.is_empty() {
                return Err("<Pass-Options-Parser>: expected an option name before '='".into());
            }
            if i < chars.len() && chars[i] == '=' {
                i += 1;
                let value = read_value(&chars, &mut i)?;
                entries.push((key, Some(value)));
            } else {
                entries.push((key, None));
            }
        }
        Ok(PassOptions { entries })
    }

    /// No options.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// All `(key, value)` pairs as written.
    pub fn entries(&self) -> &[(String, Option<String>)] {
        &self.entries
    }

    /// Fails on the first key not in `known`.
    pub fn check_known(&self, known: &[PassOptionInfo]) -> Result<(), String> {
        for (k, _) in &self.entries {
            if !known.iter().any(|o| o.name == k) {
                return Err(format!("<Pass-Options-Parser>: no such option {k}"));
            }
        }
        Ok(())
    }

    /// The raw value of `key` (the last one written wins); `Some(None)` for a bare flag.
    pub fn raw(&self, key: &str) -> Option<Option<&str>> {
        self.entries
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_deref())
    }

    /// A string option.
    pub fn get_str(&self, key: &str) -> Option<&str> {
        self.raw(key).map(|v| v.unwrap_or(""))
    }

    /// A boolean option (`key`, `key=true|false|1|0`).
    pub fn get_bool(&self, key: &str) -> Result<Option<bool>, String> {
        match self.raw(key) {
            None => Ok(None),
            Some(None) => Ok(Some(true)),
            Some(Some(v)) => parse_bool(v)
                .map(Some)
                .ok_or_else(|| format!("for the --{key} option: '{v}' is invalid value for boolean argument! Try 0 or 1")),
        }
    }

    /// An unsigned integer option.
    pub fn get_u64(&self, key: &str) -> Result<Option<u64>, String> {
        match self.raw(key) {
            None => Ok(None),
            Some(v) => {
                let v = v.unwrap_or("");
                v.parse::<u64>().map(Some).map_err(|_| {
                    format!("for the --{key} option: '{v}' value invalid for uint argument!")
                })
            }
        }
    }

    /// A signed integer option.
    pub fn get_i64(&self, key: &str) -> Result<Option<i64>, String> {
        match self.raw(key) {
            None => Ok(None),
            Some(v) => {
                let v = v.unwrap_or("");
                v.parse::<i64>().map(Some).map_err(|_| {
                    format!("for the --{key} option: '{v}' value invalid for long argument!")
                })
            }
        }
    }

    /// A comma-separated list option (`key=a,b,c`).
    pub fn get_list(&self, key: &str) -> Option<Vec<String>> {
        self.get_str(key).map(|v| {
            v.split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect()
        })
    }
}

/// Parses `true/false/1/0` (LLVM's spellings for boolean options).
pub fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

fn read_value(chars: &[char], i: &mut usize) -> Result<String, String> {
    let mut out = String::new();
    while *i < chars.len() && !chars[*i].is_whitespace() {
        let c = chars[*i];
        match c {
            '\'' | '"' => {
                *i += 1;
                let start = *i;
                while *i < chars.len() && chars[*i] != c {
                    *i += 1;
                }
                if *i >= chars.len() {
                    return Err(format!(
                        "<Pass-Options-Parser>: unterminated {c} in option value"
                    ));
                }
                out.extend(&chars[start..*i]);
                *i += 1;
            }
            '{' => {
                let mut depth = 1;
                *i += 1;
                let start = *i;
                while *i < chars.len() {
                    match chars[*i] {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    *i += 1;
                }
                if *i >= chars.len() {
                    return Err("<Pass-Options-Parser>: unbalanced '{' in option value".into());
                }
                out.extend(&chars[start..*i]);
                *i += 1;
            }
            _ => {
                out.push(c);
                *i += 1;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_pairs_flags_and_nesting() {
        let o = PassOptions::parse("a=1  b={x y} c d=\"q r\" e=").unwrap();
        assert_eq!(o.get_str("a"), Some("1"));
        assert_eq!(o.get_str("b"), Some("x y"));
        assert_eq!(o.get_bool("c"), Ok(Some(true)));
        assert_eq!(o.get_str("d"), Some("q r"));
        assert_eq!(o.get_str("e"), Some(""));
        assert_eq!(o.get_u64("a"), Ok(Some(1)));
        assert!(o.get_u64("b").is_err());
    }

    #[test]
    fn errors_instead_of_panics() {
        assert!(PassOptions::parse("a={x").is_err());
        assert!(PassOptions::parse("a='x").is_err());
        assert!(PassOptions::parse("=x").is_err());
        let known = [PassOptionInfo {
            name: "a",
            kind: "<uint>",
            description: "",
        }];
        assert_eq!(
            PassOptions::parse("bogus=3").unwrap().check_known(&known),
            Err("<Pass-Options-Parser>: no such option bogus".to_string())
        );
    }
}
