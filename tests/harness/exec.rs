//! Running one substituted RUN command under `bash -o pipefail -c`, with a timeout, and
//! describing a failure.
//!
//! The command runs in its own process group so that a timeout (or a background process the
//! command left behind) can be killed as a whole: killing only bash would leave e.g. a hung
//! `corolift` holding the output pipes open, and the reader threads would block forever.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use super::TOOL_ENV;
use super::script::RunLine;

pub struct Output {
    /// `None` when the command was killed for exceeding the timeout.
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

impl Output {
    pub fn success(&self) -> bool {
        self.status.is_some_and(|s| s.success())
    }
}

pub fn run_shell(command: &str, cwd: &Path, timeout: Duration) -> std::io::Result<Output> {
    let start = Instant::now();
    let mut child = Command::new("bash")
        .args(["-o", "pipefail", "-c", command])
        .current_dir(cwd)
        // The harness's own tool-mode switch must not leak into the commands.
        .env_remove(TOOL_ENV)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let pgid = child.id() as libc::pid_t;
    // Drain both pipes concurrently: a command that fills one pipe while we read the other
    // would otherwise deadlock.
    let mut out_pipe = child.stdout.take().expect("stdout is piped");
    let mut err_pipe = child.stderr.take().expect("stderr is piped");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let mut poll = Duration::from_millis(1);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() >= timeout {
            kill_group(pgid);
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(poll);
        poll = (poll * 2).min(Duration::from_millis(50));
    };
    // Anything still running in the group (`cmd &`) is an error in the test; kill it so the
    // pipes close and the test does not leak processes.
    kill_group(pgid);
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Ok(Output {
        status,
        stdout,
        stderr,
        elapsed: start.elapsed(),
    })
}

fn kill_group(pgid: libc::pid_t) {
    // SAFETY: kill(2) with a negative pid signals a process group; it has no memory effects.
    // ESRCH (group already gone) is the normal case and is ignored.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}

/// Longest stream excerpt put into a failure report; FileCheck input dumps can be huge.
const MAX_STREAM: usize = 16 * 1024;

fn excerpt(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.len() <= MAX_STREAM {
        return text.into_owned();
    }
    let mut cut = MAX_STREAM;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    format!(
        "{}\n... ({} more bytes cut)",
        &text[..cut],
        text.len() - cut
    )
}

pub fn failure_report(path: &Path, run: &RunLine, command: &str, out: &Output) -> String {
    use std::fmt::Write;
    let mut msg = String::new();
    let _ = writeln!(msg, "RUN line at {}:{} failed", path.display(), run.line);
    let _ = writeln!(msg, "  RUN:      {}", run.text);
    let _ = writeln!(msg, "  command:  {command}");
    match out.status {
        None => {
            let _ = writeln!(
                msg,
                "  status:   killed after the {:.0?} timeout (set {} to change it)",
                out.elapsed,
                super::TIMEOUT_ENV
            );
        }
        Some(status) => match status.code() {
            Some(code) => {
                let _ = writeln!(msg, "  status:   exit code {code}");
            }
            None => {
                use std::os::unix::process::ExitStatusExt;
                let _ = writeln!(msg, "  status:   killed by signal {:?}", status.signal());
            }
        },
    }
    for (name, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        if bytes.is_empty() {
            let _ = writeln!(msg, "--- {name}: (empty)");
        } else {
            let _ = writeln!(msg, "--- {name}:\n{}", excerpt(bytes).trim_end());
        }
    }
    msg
}
