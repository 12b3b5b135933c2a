//! The `study` harness on the project's own fixtures (`--quick`), so it
//! cannot rot: every configuration runs, the CSV resumes, the report has
//! its tables, its p-values and its fidelity section.

use std::path::PathBuf;
use std::process::Command;

mod common;

/// whittle, built beside this package's binaries.
fn whittle() -> PathBuf {
    common::whittle_beside(env!("CARGO_BIN_EXE_study"))
}

fn study(args: &[&str], dir: &std::path::Path) -> (String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_study"))
        .arg("--quick")
        .arg("--whittle")
        .arg(whittle())
        .arg("--csv")
        .arg(dir.join("results.csv"))
        .arg("--report")
        .arg(dir.join("report.md"))
        // No tokens.py there: whittle's own count, the same on any machine.
        .arg("--tools")
        .arg(dir.join("no-tools"))
        .args(args)
        .output()
        .expect("study runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "study failed:\n{stderr}");
    (stdout, stderr)
}

#[test]
fn quick_study_runs_every_configuration_resumes_and_reports() {
    let dir = tempfile::tempdir().unwrap();
    // 10 configurations (6 algorithms, 4 with PMA too) x 2 strategies x
    // 2 cases, one seed.
    let (_, stderr) = study(&[], dir.path());
    assert!(stderr.contains("40 runs to do (0 already"), "{stderr}");
    let csv = std::fs::read_to_string(dir.path().join("results.csv")).unwrap();
    assert_eq!(csv.lines().count(), 41, "a header and 40 runs:\n{csv}");
    assert!(
        csv.lines().skip(1).all(|l| l.contains(",ok,")),
        "every run ends normally:\n{csv}"
    );

    // A second seed adds only the randomized configurations (ProbDD,
    // W-ProbDD and the 4 with PMA), and nothing already done is redone.
    let (report, stderr) = study(&["--seeds", "2"], dir.path());
    assert!(stderr.contains("24 runs to do (40 already"), "{stderr}");
    assert_eq!(
        report,
        std::fs::read_to_string(dir.path().join("report.md")).unwrap()
    );
    for heading in [
        "## HDD, the seed's moves",
        "## Perses, the seed's moves",
        "### Final tokens",
        "### Tests",
        "### Seconds",
        "### The papers' pairs",
        "## Strategies and moves, against HDD with the seed's moves",
        "## Fidelity: the papers' headline claims beside ours",
    ] {
        assert!(report.contains(heading), "no {heading:?} in\n{report}");
    }
    for row in [
        "| xml-discount | 210 |",
        "tokens counted by whittle",
        "| ProbDD / ddmin |",
        "| W-ProbDD / ProbDD |",
        "| ddmin+PMA / ddmin |",
        "averaged over seeds 0 to 1",
    ] {
        assert!(report.contains(row), "no {row:?} in\n{report}");
    }
    // Every claim is measured: both strategies ran.
    assert!(!report.contains("not measured"), "{report}");
    // Each section's figure is drawn beside the report, with a mark for
    // every configuration and a panel for every case.
    for name in ["hdd-seed", "perses-seed"] {
        assert!(
            report.contains(&format!("(figures/{name}.svg)")),
            "{report}"
        );
        let svg = std::fs::read_to_string(dir.path().join(format!("figures/{name}.svg"))).unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        for text in ["W-CDD+PMA", "xml-discount", "text-notes", "tests"] {
            assert!(svg.contains(text), "no {text:?} in figures/{name}.svg");
        }
    }

    // The report alone, from the CSV.
    let (again, stderr) = study(&["--seeds", "2", "--report-only"], dir.path());
    assert!(!stderr.contains("runs to do"), "{stderr}");
    assert_eq!(again, report);
}
