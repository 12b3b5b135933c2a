//! A command line run in place of a test script: its arguments with the
//! candidate's path put in, its environment, and what it wrote read back.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use whittle_runner::{Argument, Runner, Status, TestCommand};

fn runner(dir: &std::path::Path, arguments: Vec<Argument>) -> Runner {
    let command = TestCommand {
        program: "/bin/sh".into(),
        file_names: vec!["input.c".into(), "-dash.h".into()],
        timeout: Some(Duration::from_secs(20)),
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    Runner::new(command, Some(dir), Arc::new(AtomicBool::new(false)))
        .unwrap()
        .with_command_line(arguments, vec![("LC_ALL".into(), "C".into())])
}

#[test]
fn the_paths_go_where_the_arguments_say_and_the_output_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let script = "echo \"out $LC_ALL\"; echo err >&2; cat \"$1\"; echo \"$2\" >&2; exit 3";
    let runner = runner(
        dir.path(),
        vec![
            Argument::Text("-c".into()),
            Argument::Text(script.into()),
            Argument::Text("sh".into()),
            Argument::Path {
                file: 0,
                before: "".into(),
                after: "".into(),
            },
            Argument::Path {
                file: 1,
                before: "--header=".into(),
                after: ",".into(),
            },
        ],
    );
    let contents: Vec<Arc<[u8]>> = vec![Arc::from(&b"int x;\n"[..]), Arc::from(&b""[..])];
    let heard = runner.run_heard(&contents, &AtomicBool::new(false));
    assert_eq!(heard.run.status, Status::Exited(3));
    assert_eq!(heard.stdout, b"out C\nint x;\n");
    assert_eq!(heard.stderr, b"err\n--header=./-dash.h,\n");
    // A plain run of the same runner reads back the end of standard error.
    let run = runner.run(&contents, &AtomicBool::new(false));
    assert!(run.stderr_tail.contains("err"));
}

#[test]
fn a_long_output_comes_back_as_its_start_and_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let script = "echo first >&2; head -c 1000000 /dev/zero | tr '\\0' x >&2; echo; echo last >&2";
    let runner = runner(
        dir.path(),
        vec![Argument::Text("-c".into()), Argument::Text(script.into())],
    );
    let contents: Vec<Arc<[u8]>> = vec![Arc::from(&b""[..]), Arc::from(&b""[..])];
    let heard = runner.run_heard(&contents, &AtomicBool::new(false));
    assert_eq!(heard.run.status, Status::Exited(0));
    assert!(heard.stderr.starts_with(b"first\n"));
    assert!(heard.stderr.ends_with(b"last\n"));
    assert!(heard.stderr.len() < 300 * 1024);
}
