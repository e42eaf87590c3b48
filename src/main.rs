//! The `plyyard` binary: parse, run, exit.

use std::io::Write;

fn main() -> std::process::ExitCode {
    // `args_os`: an argument that is not UTF-8 must not panic (review D1).
    // Paths keep their bytes; any other text argument is a usage error.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = plyyard::app::lang_from_args(&args);
    let cli = match plyyard::app::parse_args(&args, lang) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let message = plyyard::app::usage_error(&e, lang, &args);
            let _ = writeln!(std::io::stderr(), "{message}");
            return std::process::ExitCode::from(2);
        }
        Err(e) => {
            // --help and --version.
            let _ = e.print();
            return std::process::ExitCode::SUCCESS;
        }
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    let exit = plyyard::app::run(cli, &mut input, &mut out, &mut err);
    std::process::ExitCode::from(exit as u8)
}
