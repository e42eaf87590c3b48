//! The `plyyard` binary: parse, run, exit.

use clap::Parser;

fn main() -> std::process::ExitCode {
    let cli = match plyyard::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return std::process::ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    let exit = plyyard::app::run(cli, &mut input, &mut out, &mut err);
    std::process::ExitCode::from(exit as u8)
}
