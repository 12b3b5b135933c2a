//! A recorded run replayed by `jobs --replay`: the replay asks for the
//! recorded tests and reaches the same result at every `-j`.

use std::path::PathBuf;
use std::process::Command;

mod common;

/// whittle, built beside this package's binaries.
fn whittle() -> PathBuf {
    common::whittle_beside(env!("CARGO_BIN_EXE_jobs"))
}

#[test]
fn a_replayed_run_asks_for_the_recorded_tests_at_every_job_count() {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/xml-discount");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.xml");
    std::fs::copy(fixture.join("input.xml"), &input).unwrap();
    let trace = dir.path().join("trace.jsonl");
    let recorded = Command::new(whittle())
        .arg(fixture.join("test.sh"))
        .arg(&input)
        .arg("-q")
        .arg("-j")
        .arg("1")
        .arg("--trace")
        .arg(&trace)
        .status()
        .unwrap();
    assert!(recorded.success());
    let lines = std::fs::read_to_string(&trace).unwrap().lines().count();
    // `replay-test` sleeps no time at scale 0.
    let output = Command::new(env!("CARGO_BIN_EXE_jobs"))
        .args([
            "--cases",
            fixture.to_str().unwrap(),
            "--case",
            "xml-discount",
        ])
        .args(["--replay", trace.to_str().unwrap(), "--scale", "0"])
        .args(["--jobs", "1,3", "--whittle", whittle().to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        stdout.contains(&format!("{lines} tests")),
        "{lines} recorded tests:\n{stdout}"
    );
    assert!(
        stdout.contains("faithful") && stdout.contains(": yes"),
        "{stdout}"
    );
    assert!(!stdout.contains("| NO |"), "{stdout}");
    // Nothing of the replay is left in the fixture.
    assert!(!fixture.join("replay.index").exists());
}
