//! A folder as input (`whittle test.sh DIR`): each scratch directory holds
//! a copy of its tree and the test gets that copy's path. The files the
//! test does not need go first, whole folders at once; then every text
//! file is reduced in its own language, with the others at their best so
//! far (the several-files machinery). Binary and empty files are kept as
//! they are.

use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use whittle_dd::{MinimizerFactory, Outcome, Search};
use whittle_reduce::{Observer, PassStats, Stats, TestEvent};
use whittle_runner::{Runner, Status};
use whittle_tree::{Language, Tree};

use crate::checks::{Input, quote};
use crate::errors::{Interrupted, usage};
use crate::output::same_file;

/// The name the removal of unneeded files goes under in the statistics.
pub const FILES_PASS: &str = "files";

/// The folder being reduced, and where its result goes.
#[derive(Debug)]
pub struct Folder {
    /// The folder as given.
    pub given: PathBuf,
    /// Its name: the folder the test gets in each scratch directory.
    pub name: OsString,
    /// Where the result goes: the folder itself (then backed up first as
    /// `DIR.orig`), or `--output`'s folder.
    pub root: PathBuf,
    pub in_place: bool,
    /// The folders of the tree that hold no file, relative to it.
    empty_dirs: Vec<PathBuf>,
}

impl Folder {
    /// The folder to reduce, if the FILE given is one. `output` is `-o`;
    /// `test` the test program (which must not be inside the folder).
    pub fn given(files: &[PathBuf], output: Option<&Path>, test: &Path) -> Result<Option<Folder>> {
        let dirs: Vec<&PathBuf> = files.iter().filter(|f| f.is_dir()).collect();
        let given = match (files, dirs.as_slice()) {
            (_, []) => return Ok(None),
            ([_], [dir]) => *dir,
            (_, [dir, ..]) => {
                return Err(usage(format!(
                    "{} is a folder; give one folder alone (its whole tree is reduced), or \
                     files",
                    dir.display()
                )));
            }
        };
        let real = std::fs::canonicalize(given)
            .with_context(|| format!("cannot resolve {}", given.display()))?;
        let name = real
            .file_name()
            .context("the folder to reduce has no name (give it by another path than /)")?
            .to_owned();
        if test.starts_with(&real) {
            return Err(usage(format!(
                "the test {} is inside the folder {} being reduced, whose text files whittle \
                 rewrites; move the test out of the folder",
                test.display(),
                given.display()
            )));
        }
        let (root, in_place) = match output {
            Some(out) if !same_file(out, given) => {
                let absolute = std::path::absolute(out).unwrap_or_else(|_| out.to_path_buf());
                if absolute.starts_with(&real) {
                    return Err(usage(format!(
                        "--output {} is inside the folder being reduced; give a path outside \
                         {}",
                        out.display(),
                        given.display()
                    )));
                }
                let empty_dir = std::fs::read_dir(out).is_ok_and(|mut d| d.next().is_none());
                if out.exists() && !empty_dir {
                    return Err(usage(format!(
                        "--output {} exists; give a path that does not exist yet (or an empty \
                         folder): whittle puts the reduced tree there",
                        out.display()
                    )));
                }
                (absolute, false)
            }
            _ => (real.clone(), true),
        };
        let writable = if in_place {
            real.parent().unwrap_or(Path::new("/")).to_path_buf()
        } else {
            root.parent().unwrap_or(Path::new("/")).to_path_buf()
        };
        tempfile::tempfile_in(&writable).with_context(|| {
            format!(
                "cannot write in {} (for {}); choose a writable place with --output",
                writable.display(),
                if in_place {
                    "the backup"
                } else {
                    "the output folder"
                }
            )
        })?;
        Ok(Some(Folder {
            given: given.clone(),
            name,
            root,
            in_place,
            empty_dirs: Vec::new(),
        }))
    }

    /// Every file of the tree, in path order, as inputs named by their
    /// path under the folder's name. Each file gets its language from its
    /// name and content (binary ones are bytes, UTF-16 and UTF-32 ones
    /// decoded, see `checks::decoded`); empty ones are not reduced.
    pub fn inputs(&mut self, notes: &mut Vec<String>) -> Result<Vec<Input>> {
        let mut files = Vec::new();
        walk(&self.given, Path::new(""), &mut files, &mut self.empty_dirs)?;
        if files.is_empty() {
            bail!(
                "the folder {} holds no file: there is nothing to reduce",
                self.given.display()
            );
        }
        let mut inputs = Vec::with_capacity(files.len());
        for relative in files {
            let path = self.given.join(&relative);
            let bytes =
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            let permissions = std::fs::metadata(&path)
                .with_context(|| format!("cannot read {}", path.display()))?
                .permissions();
            let (bytes, encoding) = crate::checks::decoded(&path, bytes, false, notes);
            // A binary file is reduced as bytes (see `Language::detect`).
            let language = Language::detect_why(&path, &bytes).language;
            let mut name = self.name.clone();
            name.push("/");
            name.push(&relative);
            inputs.push(Input {
                real: self.root.join(&relative),
                path,
                name,
                reduce: !bytes.is_empty(),
                bytes,
                encoding,
                permissions,
                language,
            });
        }
        Ok(inputs)
    }

    /// Before the first change: in place, copies the tree to `DIR.orig`
    /// (or `DIR.orig.1`, …: an existing backup is never replaced), and
    /// returns that; with `--output`, copies it there.
    pub fn prepare(&self, inputs: &[Input]) -> Result<Option<PathBuf>> {
        let target = if self.in_place {
            let mut claimed = None;
            for n in 0..10_000u32 {
                let mut name = self.root.as_os_str().to_owned();
                name.push(if n == 0 {
                    ".orig".to_owned()
                } else {
                    format!(".orig.{n}")
                });
                let backup = PathBuf::from(name);
                // Creating the folder claims the name: it fails if it exists.
                match std::fs::create_dir(&backup) {
                    Ok(()) => {
                        claimed = Some(backup);
                        break;
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                    Err(e) => {
                        return Err(e).with_context(|| {
                            format!("cannot save the original as {}", backup.display())
                        });
                    }
                }
            }
            claimed.with_context(|| {
                format!(
                    "every backup name from {0}.orig to {0}.orig.9999 is taken; move some away",
                    self.root.display()
                )
            })?
        } else {
            std::fs::create_dir_all(&self.root)
                .with_context(|| format!("--output {}: cannot create it", self.root.display()))?;
            self.root.clone()
        };
        let base = Path::new(&self.name);
        for input in inputs {
            let relative = Path::new(&input.name)
                .strip_prefix(base)
                .context("a file outside the folder")?;
            let path = target.join(relative);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)
                    .with_context(|| format!("cannot create {}", parent.display()))?;
            }
            std::fs::write(&path, input.original())
                .and_then(|()| std::fs::set_permissions(&path, input.permissions.clone()))
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        for dir in &self.empty_dirs {
            let path = target.join(dir);
            std::fs::create_dir_all(&path)
                .with_context(|| format!("cannot create {}", path.display()))?;
        }
        Ok(self.in_place.then_some(target))
    }

    /// Deletes the files that are not `kept` from the result's tree, and
    /// the folders that leaves empty (those that held files).
    pub fn delete(&self, inputs: &[Input], kept: &[bool]) -> Result<()> {
        for (input, _) in inputs.iter().zip(kept).filter(|(_, k)| !**k) {
            std::fs::remove_file(&input.real)
                .with_context(|| format!("cannot remove {}", input.real.display()))?;
            let mut dir = input.real.parent();
            while let Some(d) = dir
                && d != self.root
                && std::fs::remove_dir(d).is_ok()
            {
                dir = d.parent();
            }
        }
        Ok(())
    }
}

/// The regular files under `dir`/`relative`, in name order; folders with
/// no file go to `empty`. Links and special files are refused: a copy of
/// the tree could not keep what they mean.
fn walk(
    dir: &Path,
    relative: &Path,
    files: &mut Vec<PathBuf>,
    empty: &mut Vec<PathBuf>,
) -> Result<()> {
    let here = dir.join(relative);
    let mut entries: Vec<_> = std::fs::read_dir(&here)
        .with_context(|| format!("cannot read the folder {}", here.display()))?
        .map(|e| e.map(|e| e.file_name()))
        .collect::<std::io::Result<_>>()
        .with_context(|| format!("cannot read the folder {}", here.display()))?;
    entries.sort();
    let before = files.len();
    for name in entries {
        let path = relative.join(&name);
        let full = dir.join(&path);
        let kind = std::fs::symlink_metadata(&full)
            .with_context(|| format!("cannot read {}", full.display()))?
            .file_type();
        if kind.is_dir() {
            walk(dir, &path, files, empty)?;
        } else if kind.is_file() {
            files.push(path);
        } else {
            bail!(
                "{} is {}; whittle copies regular files and folders only. Replace it with a \
                 copy of what it stands for, or move it out of the folder",
                quote(&full),
                if kind.is_symlink() {
                    "a symbolic link"
                } else {
                    "not a regular file"
                }
            );
        }
    }
    if files.len() == before && relative.components().next().is_some() {
        empty.push(relative.to_path_buf());
    }
    Ok(())
}

/// Removes the files the test does not need, level by level: the entries
/// of each folder still there (a file, or a folder with everything in it)
/// are one list for the delta-debugging core, with their sizes as
/// weights. The runner's files are set to those kept. Returns which
/// inputs are kept; the tests are counted in `stats` as the pass
/// [`FILES_PASS`] and reported to `observer`.
pub fn remove_unneeded(
    runner: &mut Runner,
    inputs: &[Input],
    core: &dyn MinimizerFactory,
    seed: u64,
    stats: &mut Stats,
    observer: &mut dyn Observer,
) -> Result<Vec<bool>> {
    let started = Instant::now();
    stats.pass_runs += 1;
    observer.pass_started(stats.pass_runs, FILES_PASS);
    let mut pass = PassStats {
        name: FILES_PASS,
        runs: 1,
        ..PassStats::default()
    };
    let mut kept = vec![true; inputs.len()];
    // Each file's path components (its first is the folder's name).
    let parts: Vec<Vec<Component<'_>>> = inputs
        .iter()
        .map(|i| Path::new(&i.name).components().collect())
        .collect();
    let never = AtomicBool::new(false);
    let mut broken = None;
    let mut depth = 1;
    while parts.iter().zip(&kept).any(|(p, k)| *k && p.len() > depth) {
        // The entries at this depth, grouped by the folder they are in:
        // each entry is the files under one path prefix.
        let mut groups: Vec<(&[Component<'_>], Vec<Vec<usize>>)> = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            if !kept[i] || p.len() <= depth {
                continue;
            }
            let folder = &p[..depth];
            let group = match groups.iter().position(|(f, _)| *f == folder) {
                Some(g) => g,
                None => {
                    groups.push((folder, Vec::new()));
                    groups.len() - 1
                }
            };
            let entries = &mut groups[group].1;
            match entries
                .iter()
                .position(|files| parts[files[0]][..=depth] == p[..=depth])
            {
                Some(e) => entries[e].push(i),
                None => entries.push(vec![i]),
            }
        }
        for (_, entries) in &groups {
            let weights: Vec<u64> = entries
                .iter()
                .map(|files| {
                    files
                        .iter()
                        .map(|&f| inputs[f].bytes.len() as u64 + 1)
                        .sum()
                })
                .collect();
            let base = kept.clone();
            let mut search = Search::from_factory(core, &weights, seed);
            let mut oracle = |chosen: &[usize]| {
                if broken.is_some() || runner.is_stopping() {
                    return Outcome::NotInteresting;
                }
                let mut candidate = base.clone();
                for (e, files) in entries.iter().enumerate() {
                    if chosen.binary_search(&e).is_err() {
                        for &f in files {
                            candidate[f] = false;
                        }
                    }
                }
                let test_started = Instant::now();
                let run = run_with(runner, inputs, &candidate, &never);
                if let Status::SpawnFailed(reason) = &run.status {
                    broken = Some(reason.clone());
                    return Outcome::NotInteresting;
                }
                if matches!(run.status, Status::Cancelled) {
                    return Outcome::NotInteresting;
                }
                let interesting = run.is_interesting();
                let timed_out = run.status == Status::TimedOut;
                stats.tests_run += 1;
                stats.interesting += u64::from(interesting);
                stats.timeouts += u64::from(timed_out);
                pass.tests += 1;
                pass.interesting += u64::from(interesting);
                observer.tested(
                    &TestEvent {
                        pass: stats.pass_runs,
                        pass_name: FILES_PASS,
                        bytes: inputs
                            .iter()
                            .zip(&candidate)
                            .filter(|(_, k)| **k)
                            .map(|(i, _)| i.bytes.len())
                            .sum(),
                        outcome: Outcome::from(interesting),
                        seconds: test_started.elapsed().as_secs_f64(),
                        cached: false,
                        timed_out,
                        hash: files_hash(inputs, &candidate),
                    },
                    stats,
                );
                Outcome::from(interesting)
            };
            while let Some(chosen) = search.next_test() {
                let outcome = oracle(chosen);
                search.report(outcome);
            }
            let result = search.finish();
            if let Some(reason) = &broken {
                bail!("the test could not be run any more ({reason}); nothing was changed");
            }
            if runner.is_stopping() {
                return Err(Interrupted.into());
            }
            for (e, files) in entries.iter().enumerate() {
                if result.kept.binary_search(&e).is_err() {
                    for &f in files {
                        kept[f] = false;
                    }
                }
            }
        }
        depth += 1;
    }
    set_files(runner, inputs, &kept);
    pass.tokens_removed = inputs
        .iter()
        .zip(&kept)
        .filter(|(_, k)| !**k)
        .filter_map(|(i, _)| Tree::parse(&i.language, i.bytes.clone()).ok())
        .map(|tree| tree.weight(tree.root()))
        .sum();
    pass.seconds = started.elapsed().as_secs_f64();
    stats.per_pass.push(pass);
    Ok(kept)
}

/// Points the runner at the kept files.
fn set_files(runner: &mut Runner, inputs: &[Input], kept: &[bool]) {
    let chosen: Vec<&Input> = inputs
        .iter()
        .zip(kept)
        .filter_map(|(i, k)| k.then_some(i))
        .collect();
    runner.set_files(
        chosen.iter().map(|i| i.name.clone()).collect(),
        chosen.iter().map(|i| i.is_executable()).collect(),
        chosen.iter().map(|i| i.encoding).collect(),
    );
}

/// Runs the test on the original contents of the kept files.
fn run_with(
    runner: &mut Runner,
    inputs: &[Input],
    kept: &[bool],
    never: &AtomicBool,
) -> whittle_runner::Run {
    set_files(runner, inputs, kept);
    let contents: Vec<Arc<[u8]>> = inputs
        .iter()
        .zip(kept)
        .filter(|(_, k)| **k)
        .map(|(i, _)| Arc::from(&i.bytes[..]))
        .collect();
    runner.run(&contents, never)
}

/// The content hash of the files a candidate keeps: each kept file's name
/// and contents, in order.
fn files_hash(inputs: &[Input], kept: &[bool]) -> u128 {
    let mut together = Vec::new();
    for (input, _) in inputs.iter().zip(kept).filter(|(_, k)| **k) {
        together.extend_from_slice(input.name.as_encoded_bytes());
        together.push(0);
        together.extend_from_slice(&input.bytes);
        together.push(0);
    }
    whittle_reduce::Candidate::hash_of(&together)
}
