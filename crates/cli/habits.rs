//! Options of C-Vise and C-Reduce that whittle does not have: each is
//! answered with what to use instead, rather than with clap's nearest
//! spelling (`--print-diff` is not `--n`).

/// What whittle does with a C-Vise option it lacks.
#[derive(Debug, PartialEq, Eq)]
pub enum Habit {
    /// Nothing to do in whittle: dropped, with this note.
    Harmless(String),
    /// A usage error with this message.
    Refused(String),
}

/// Options that only turn off something whittle does not have, or turn
/// on what it always does: accepted, with a note.
const HARMLESS: &[(&str, &str)] = &[
    (
        "--no-cache",
        "whittle keeps its answers in memory for this run only, so there is no cache to turn off",
    ),
    (
        "--skip-key-off",
        "whittle reads no keys while it runs, so there is nothing to turn off",
    ),
    (
        "--renaming",
        "renaming is on in whittle unless --no-renaming",
    ),
];

/// Options whittle does not have, and what to use instead.
const REFUSED: &[(&str, &str)] = &[
    (
        "--print-diff",
        "whittle prints no diff of each step; the best file so far is always on disk (compare \
         it with FILE.orig), and --trace PATH writes one JSON line per test (pass, size, \
         outcome)",
    ),
    (
        "--save-temps",
        "use --save-failures DIR: it keeps the scratch folders of the last tests that failed \
         (--save-failures-count N of them)",
    ),
    (
        "--tidy",
        "whittle always keeps the original as FILE.orig when it writes FILE; use -o PATH to \
         leave FILE untouched instead",
    ),
    (
        "--timing",
        "the summary gives each pass's seconds, and --stats-json PATH writes them",
    ),
    (
        "--sllooww",
        "whittle runs its passes until a round changes nothing by default; --passes chooses \
         them (see --list-passes)",
    ),
    (
        "--pass-group",
        "use --passes A,B or --skip-pass NAME (see --list-passes)",
    ),
    (
        "--pass-group-file",
        "use --passes A,B or --skip-pass NAME (see --list-passes)",
    ),
    ("--remove-pass", "use --skip-pass NAME (see --list-passes)"),
    (
        "--start-with-pass",
        "use --passes A,B to choose the passes (they run in the order of --list-passes)",
    ),
    (
        "--skip-initial-passes",
        "use --skip-pass NAME for each pass to leave out (see --list-passes)",
    ),
    (
        "--max-improvement",
        "whittle takes every improvement the test accepts",
    ),
    (
        "--no-give-up",
        "whittle never gives up on a pass; every pass runs until its lists are minimal",
    ),
    (
        "--clang-delta-std",
        "whittle uses no clang_delta; the language comes from the file (or --lang)",
    ),
    (
        "--not-c++",
        "use --not-c, which reduces a C or C++ file as plain text",
    ),
    ("--shaddap", "use -q (--quiet)"),
    (
        "--verbose",
        "the progress line and the summary say what happens; --trace PATH writes one JSON line \
         per test",
    ),
    (
        "--debug",
        "--trace PATH writes one JSON line per test, and --save-failures DIR keeps what the \
         last failing tests saw and said",
    ),
    (
        "--to-utf8",
        "whittle reduces any bytes as they are, invalid UTF-8 included",
    ),
];

/// What to do with one command-line argument, if it is one of those
/// options (also as `--option=value`).
pub fn habit(arg: &str) -> Option<Habit> {
    let name = arg.split_once('=').map_or(arg, |(name, _)| name);
    if let Some((_, note)) = HARMLESS.iter().find(|(n, _)| *n == name) {
        return Some(Habit::Harmless(format!("{name} (C-Vise): {note}")));
    }
    REFUSED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, instead)| {
            Habit::Refused(format!(
                "{name} is a C-Vise option that whittle does not have: {instead}"
            ))
        })
}

/// The arguments without the harmless habits (before a `--`), the notes
/// for them, and the first refused one's message.
pub fn sift(
    args: Vec<std::ffi::OsString>,
) -> (Vec<std::ffi::OsString>, Vec<String>, Option<String>) {
    let mut kept = Vec::with_capacity(args.len());
    let mut notes = Vec::new();
    let mut refused = None;
    let mut options_over = false;
    for arg in args {
        if options_over {
            kept.push(arg);
            continue;
        }
        options_over = arg == "--";
        match arg.to_str().and_then(habit) {
            Some(Habit::Harmless(note)) => notes.push(note),
            Some(Habit::Refused(message)) => {
                refused.get_or_insert(message);
            }
            None => kept.push(arg),
        }
    }
    (kept, notes, refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn print_diff_says_what_to_use_instead() {
        let Some(Habit::Refused(message)) = habit("--print-diff") else {
            panic!("--print-diff is not refused");
        };
        assert!(message.contains("--trace"), "{message}");
        assert!(matches!(habit("--no-cache"), Some(Habit::Harmless(_))));
        assert!(matches!(habit("--save-temps=1"), Some(Habit::Refused(_))));
        assert_eq!(habit("--jobs"), None);
    }

    #[test]
    fn only_options_before_a_double_dash_are_sifted() {
        let args = ["whittle", "--no-cache", "t.sh", "--", "--tidy"].map(std::ffi::OsString::from);
        let (kept, notes, refused) = sift(args.to_vec());
        assert_eq!(kept, ["whittle", "t.sh", "--", "--tidy"]);
        assert_eq!(notes.len(), 1);
        assert_eq!(refused, None);
    }
}
