//! The schedule: every pass run whittle knows, top to bottom, with when
//! it runs. It is the one place that says so; the passes say only what
//! they do.
//!
//! The engine runs the rows in this order, each in its stage (see
//! [`whittle_reduce::reduce`]): the main passes in rounds until a round
//! changes nothing; then the stalled ones, once each, back to the main
//! rounds if they changed anything; then the last resorts the same way,
//! and after them the relayout ones; at the very end the final ones. A
//! row that follows every change runs again right after any other run
//! that changed the file; one that reruns after its followers runs again
//! after them while it changes the file.
//! A row runs only on files whose tokens are in its range, and only for
//! its languages (and then only where the pass has data for the
//! language: a pass that reads a section of `grammars/<language>.toml`
//! has nothing to do without it).
//!
//! `--passes` picks rows by name (in this order whatever the order given),
//! `--skip-pass` leaves rows out, `--strategy` picks between the two tree
//! walks: with `--passes` a user runs any group of rows, so no separate
//! file of pass groups is needed.

use std::ops::RangeInclusive;
use std::sync::Arc;

use whittle_reduce::{Languages, Pass, Scheduled, SectionCheck, Stage};
use whittle_tree::{Language, LanguageError};

use crate::arguments::Arguments;
use crate::arrays::Arrays;
use crate::brackets::Brackets;
use crate::combine::Combine;
use crate::conversions::Conversions;
use crate::defaults::Defaults;
use crate::defuse::Defuse;
use crate::elements::Elements;
use crate::hdd::Hdd;
use crate::hoist::Hoist;
use crate::inline::Inline;
use crate::join_lines::JoinLines;
use crate::kit::walk::HddLists;
use crate::largest::Largest;
use crate::levels::Levels;
use crate::lift::Lift;
use crate::names::Names;
use crate::noise::Noise;
use crate::pairs::Pairs;
use crate::params::Params;
use crate::perses::Perses;
use crate::positions::Positions;
use crate::prototypes::Prototypes;
use crate::prune::Prune;
use crate::returns::Returns;
use crate::rewrite::Rewrite;
use crate::scalars::Scalars;
use crate::standins::Standins;
use crate::strings::Strings;
use crate::sweep::Sweep;
use crate::templates::Templates;
use crate::temporaries::Temporaries;
use crate::tidy::Tidy;
use crate::token_runs::TokenRuns;
use crate::tokens::Tokens;
use crate::windows::Windows;

/// A file of at least this many tokens is sizable: large enough for the
/// moves that pay only where a test can be slow (`largest`,
/// `arrays-early`). Below it every test is quick, and hdd's levels come
/// soon enough.
pub const SIZABLE_FILE: u64 = 500;

/// A file of at least this many tokens is large: prune walks it, and the
/// sweep offers the large items of its deeper layers with their users.
/// On a smaller one no function is slow enough to pay for those tests,
/// and prune's different order can end in a larger local minimum.
pub const LARGE_FILE: u64 = 2_000;

/// A file of at most this many tokens is small: the moves whose
/// candidates grow with the square of the file (`pairs`) or cost about
/// two tests per token (`token-runs`) run only there.
pub const SMALL_FILE: u64 = 100;

/// The share of the file a node must hold to be large: `largest` tries
/// such nodes first, `arrays-early` removes such initializers, prune
/// enters such items, and the sweep offers such deeper items.
pub const LARGE_SHARE: f64 = 0.05;

/// The languages that declare a name before its use: only there does a
/// definition nothing refers to stay dead (the sweep), and so do the
/// passes that work for the sweep (prune) or that take a generated
/// program's large bodies first (largest).
const DECLARE_BEFORE_USE: &[&str] = &["c", "cpp"];

/// The languages whose other passes leave nothing for `defuse`,
/// `defaults`, `conversions`, `hoist` and `token-runs`, or whose tests
/// those would only cost: C and C++ (the sweep, inline and names move
/// definitions with their uses, with what `[declares]` says; their
/// `[[rewrites]]` make a statement its condition or value), JSON and XML
/// (nothing there is a definition with uses, or a statement).
const TREE_PASSES_SUFFICE: &[&str] = &["c", "cpp", "json", "xml"];

/// The languages whose tools look a name up only when the code runs
/// (Node.js): there HDD removes a definition with its uses in fewer tests
/// than `defuse`, so def-use comes after the tree passes.
const NAMES_LOOKED_UP_LATE: &[&str] = &["javascript"];

/// [`TREE_PASSES_SUFFICE`] and [`NAMES_LOOKED_UP_LATE`]: where `defuse`
/// does not run before the tree passes.
const DEFUSE_LATE_OR_NEVER: &[&str] = &["c", "cpp", "json", "xml", "javascript"];

/// The languages read by the plain-text lexer, where a quoted string is
/// one token: elsewhere the grammar parses a string's parts, and the
/// tree passes cut them.
const STRINGS_ARE_TOKENS: &[&str] = &["text"];

/// Every pass run, in the order the engine runs them.
pub const SCHEDULE: &[Row] = &[
    row("noise", Stage::Main, |_| Arc::new(Noise)),
    row("arrays-early", Stage::Main, |_| {
        Arc::new(Arrays {
            early: true,
            share: LARGE_SHARE,
        })
    })
    .follows_every_change()
    .at_least(SIZABLE_FILE),
    row("sweep", Stage::Main, |_| {
        Arc::new(Sweep {
            deep_share: LARGE_SHARE,
            deep_from: LARGE_FILE,
        })
    })
    .follows_every_change()
    .only(DECLARE_BEFORE_USE),
    row("largest", Stage::Main, |_| {
        Arc::new(Largest { share: LARGE_SHARE })
    })
    .at_least(SIZABLE_FILE)
    .only(DECLARE_BEFORE_USE)
    // Perses' own walk already goes largest first.
    .by_default(On::Under(Strategy::Hdd)),
    row("prune", Stage::Main, |settings| {
        Arc::new(Prune {
            lists: settings.hdd_lists,
            share: LARGE_SHARE,
        })
    })
    .reruns_after_followers()
    .at_least(LARGE_FILE)
    .only(DECLARE_BEFORE_USE),
    row("rewrite-early", Stage::Main, |_| {
        Arc::new(Rewrite { early: true })
    }),
    row("temporaries", Stage::Main, |_| Arc::new(Temporaries)),
    row("defuse", Stage::Main, |_| Arc::new(Defuse)).all_but(DEFUSE_LATE_OR_NEVER),
    row("hdd", Stage::Main, |settings| {
        Arc::new(Hdd {
            lists: settings.hdd_lists,
        })
    })
    .by_default(On::Under(Strategy::Hdd)),
    row("perses", Stage::Main, |_| Arc::new(Perses)).by_default(On::Under(Strategy::Perses)),
    row("defuse-late", Stage::Main, |_| Arc::new(Defuse)).only(NAMES_LOOKED_UP_LATE),
    row("rewrite", Stage::Main, |_| {
        Arc::new(Rewrite { early: false })
    }),
    row("inline", Stage::Main, |_| Arc::new(Inline)),
    row("names", Stage::Main, |_| Arc::new(Names)),
    row("arguments", Stage::Main, |_| Arc::new(Arguments)),
    row("arrays", Stage::Main, |_| {
        Arc::new(Arrays {
            early: false,
            share: LARGE_SHARE,
        })
    }),
    row("params", Stage::Main, |_| Arc::new(Params)),
    row("scalars", Stage::Main, |_| Arc::new(Scalars)),
    row("elements", Stage::Main, |_| Arc::new(Elements)),
    row("prototypes", Stage::Stalled, |_| Arc::new(Prototypes)),
    row("lift", Stage::Stalled, |_| Arc::new(Lift)),
    row("combine", Stage::Final, |_| Arc::new(Combine)),
    row("levels", Stage::Stalled, |_| Arc::new(Levels)),
    row("tokens", Stage::Stalled, |_| Arc::new(Tokens)),
    row("brackets", Stage::Stalled, |_| Arc::new(Brackets)),
    row("hoist", Stage::Stalled, |_| Arc::new(Hoist)).all_but(TREE_PASSES_SUFFICE),
    row("windows", Stage::Stalled, |_| Arc::new(Windows)),
    row("positions", Stage::Stalled, |_| Arc::new(Positions)),
    row("defaults", Stage::Stalled, |_| Arc::new(Defaults)).all_but(TREE_PASSES_SUFFICE),
    row("conversions", Stage::Stalled, |_| Arc::new(Conversions)).all_but(TREE_PASSES_SUFFICE),
    row("standins", Stage::Stalled, |_| Arc::new(Standins)),
    row("returns", Stage::Stalled, |_| Arc::new(Returns)),
    row("templates", Stage::Stalled, |_| Arc::new(Templates)),
    row("pairs", Stage::LastResort, |_| Arc::new(Pairs)).at_most(SMALL_FILE),
    row("token-runs", Stage::LastResort, |_| Arc::new(TokenRuns))
        .at_most(SMALL_FILE)
        .all_but(TREE_PASSES_SUFFICE),
    row("strings", Stage::LastResort, |_| Arc::new(Strings))
        .at_most(SMALL_FILE)
        .only(STRINGS_ARE_TOKENS),
    row("join-lines", Stage::Relayout, |_| Arc::new(JoinLines)).at_most(SMALL_FILE),
    row("tidy", Stage::Final, |_| Arc::new(Tidy)),
];

/// Which tree walk the default passes use (`--strategy`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Level by level: the hdd pass.
    #[default]
    Hdd,
    /// Largest node first: the perses pass.
    Perses,
}

impl Strategy {
    /// Every strategy, in a stable order.
    pub const ALL: [Strategy; 2] = [Strategy::Hdd, Strategy::Perses];

    /// The name used on the command line: the name of its pass.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Hdd => "hdd",
            Strategy::Perses => "perses",
        }
    }
}

/// Whether a row runs when no `--passes` are given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum On {
    /// Always.
    Always,
    /// Under this `--strategy` only.
    Under(Strategy),
}

/// Settings that shape the passes themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PassSettings {
    /// Which tree walk runs by default (hdd or perses).
    pub strategy: Strategy,
    /// How hdd (and prune) group a level's nodes into lists.
    pub hdd_lists: HddLists,
}

/// One row of the schedule: a pass run and when it runs.
#[derive(Debug)]
pub struct Row {
    /// What `--passes`, `--skip-pass` and the statistics call it.
    pub name: &'static str,
    /// When it runs.
    pub stage: Stage,
    /// See [`Scheduled::follows_every_change`].
    pub follows_every_change: bool,
    /// See [`Scheduled::reruns_after_followers`].
    pub reruns_after_followers: bool,
    /// The file sizes, in tokens, it runs on.
    pub tokens: RangeInclusive<u64>,
    /// The languages it runs for.
    pub languages: Languages,
    /// Whether it runs by default.
    pub on: On,
    /// Makes its pass.
    pub pass: fn(&PassSettings) -> Arc<dyn Pass>,
}

/// A row in `stage`, on every file and language, by default, following
/// nobody.
const fn row(name: &'static str, stage: Stage, pass: fn(&PassSettings) -> Arc<dyn Pass>) -> Row {
    Row {
        name,
        stage,
        follows_every_change: false,
        reruns_after_followers: false,
        tokens: 0..=u64::MAX,
        languages: Languages::All,
        on: On::Always,
        pass,
    }
}

impl Row {
    const fn follows_every_change(mut self) -> Row {
        self.follows_every_change = true;
        self
    }

    const fn reruns_after_followers(mut self) -> Row {
        self.reruns_after_followers = true;
        self
    }

    const fn at_least(mut self, tokens: u64) -> Row {
        self.tokens = tokens..=u64::MAX;
        self
    }

    const fn at_most(mut self, tokens: u64) -> Row {
        self.tokens = 0..=tokens;
        self
    }

    const fn only(mut self, names: &'static [&'static str]) -> Row {
        self.languages = Languages::Only(names);
        self
    }

    const fn all_but(mut self, names: &'static [&'static str]) -> Row {
        self.languages = Languages::AllBut(names);
        self
    }

    const fn by_default(mut self, on: On) -> Row {
        self.on = on;
        self
    }

    /// Whether it runs when no `--passes` are given, under `strategy`.
    pub fn default_under(&self, strategy: Strategy) -> bool {
        match self.on {
            On::Always => true,
            On::Under(only) => only == strategy,
        }
    }

    /// The row as the engine runs it.
    pub fn scheduled(&self, settings: &PassSettings) -> Scheduled {
        Scheduled {
            name: self.name,
            pass: (self.pass)(settings),
            stage: self.stage,
            follows_every_change: self.follows_every_change,
            reruns_after_followers: self.reruns_after_followers,
            tokens: self.tokens.clone(),
            languages: self.languages,
        }
    }
}

/// Every row, as the engine runs it.
pub fn all(settings: PassSettings) -> Vec<Scheduled> {
    SCHEDULE.iter().map(|r| r.scheduled(&settings)).collect()
}

/// The rows that run by default ([`Row::on`]), in the schedule's order.
pub fn defaults(settings: PassSettings) -> Vec<Scheduled> {
    SCHEDULE
        .iter()
        .filter(|r| r.default_under(settings.strategy))
        .map(|r| r.scheduled(&settings))
        .collect()
}

/// A pass name that is no row's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no pass called `{0}`")]
pub struct UnknownPass(pub String);

/// The rows with these names, in the schedule's order; a name that is no
/// row's is an error.
pub fn named(names: &[&str], settings: PassSettings) -> Result<Vec<Scheduled>, UnknownPass> {
    if let Some(unknown) = names
        .iter()
        .find(|n| !SCHEDULE.iter().any(|r| r.name == **n))
    {
        return Err(UnknownPass((*unknown).to_owned()));
    }
    Ok(SCHEDULE
        .iter()
        .filter(|r| names.contains(&r.name))
        .map(|r| r.scheduled(&settings))
        .collect())
}

/// Checks `language`'s overrides against every pass: each section a pass
/// reads builds, and every key the tree crate hands on is some pass's. A
/// language given at run time is checked this way before any test runs.
pub fn check_language(language: &Language) -> Result<(), LanguageError> {
    let sections: Vec<SectionCheck> = all(PassSettings::default())
        .iter()
        .flat_map(|p| p.pass.sections())
        .collect();
    for section in &sections {
        section.check(language)?;
    }
    match language
        .handed_on_keys()
        .find(|key| !sections.iter().any(|s| s.keys.contains(key)))
    {
        Some(key) => Err(LanguageError::UnknownKey {
            file: language.overrides_file().to_owned(),
            key: key.to_owned(),
        }),
        None => Ok(()),
    }
}

/// `--strategy`'s values: [`Strategy::ALL`] by [`Strategy::name`].
#[cfg(feature = "clap")]
impl clap::ValueEnum for Strategy {
    fn value_variants<'a>() -> &'a [Self] {
        &Strategy::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}

/// `--hdd-lists`' values: [`HddLists::ALL`] by [`HddLists::name`].
#[cfg(feature = "clap")]
impl clap::ValueEnum for HddLists {
    fn value_variants<'a>() -> &'a [Self] {
        &HddLists::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}
