//! The `corolift` command-line driver.

fn main() {
    std::process::exit(corolift::cli::main());
}
