//! The campaign corpus (`benchmarks/campaign/cases`) stays reproducible and
//! apart from the held-out seeds, without Csmith or sdcc installed: every
//! case's `case.toml` parses, names its input (not in the repository: it is
//! rebuilt from the seed by `generate.py --from-cases`), a Csmith seed of
//! 1,000,000 or more, the options and commands to rebuild it, and a
//! signature that its executable `test.sh` greps for.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

const MIN_SEED: i64 = 1_000_000;

#[test]
fn campaign_cases_name_a_seed_from_a_million_up_and_their_signature() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("campaign/cases");
    let mut cases = 0;
    for entry in std::fs::read_dir(&dir).expect("benchmarks/campaign/cases") {
        let case = entry.unwrap().path();
        let toml_path = case.join("case.toml");
        if !toml_path.is_file() {
            continue;
        }
        cases += 1;
        let text = std::fs::read_to_string(&toml_path).unwrap();
        let meta: toml::Table =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", toml_path.display()));
        let at = toml_path.display();
        assert_eq!(meta["input"].as_str(), Some("input.c"), "{at}");
        assert_eq!(meta["kind"].as_str(), Some("real"), "{at}");
        for key in ["language", "oracle", "description", "provenance"] {
            assert!(
                meta[key].as_str().is_some_and(|s| !s.is_empty()),
                "{at}: {key}"
            );
        }
        let campaign = meta["campaign"]
            .as_table()
            .unwrap_or_else(|| panic!("{at}: [campaign]"));
        let seed = campaign["seed"].as_integer().unwrap();
        assert!(
            seed >= MIN_SEED,
            "{at}: seed {seed} is below {MIN_SEED} (held out)"
        );
        for key in ["csmith_options", "preprocess", "compile"] {
            assert!(campaign[key].as_array().is_some(), "{at}: campaign.{key}");
        }
        assert_eq!(
            campaign["input_sha256"].as_str().map(str::len),
            Some(64),
            "{at}"
        );
        let signature = campaign["signature"].as_str().unwrap();
        let test = case.join("test.sh");
        let script = std::fs::read_to_string(&test).unwrap();
        assert!(
            script.contains(signature),
            "{}: does not check {signature}",
            test.display()
        );
        assert!(
            script.contains("timeout "),
            "{}: no time limit",
            test.display()
        );
        let mode = std::fs::metadata(&test).unwrap().permissions().mode();
        assert!(mode & 0o111 != 0, "{} is not executable", test.display());
    }
    assert!(cases > 0, "no case under {}", dir.display());
}
