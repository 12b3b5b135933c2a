//! whittle's passes: the moves a reduction makes, and the schedule that
//! says when each runs.
//!
//! Each pass is one file with one [`whittle_reduce::Pass`]: what it
//! proposes, and the section of `grammars/<language>.toml` it reads, if
//! any. *When* it runs (its stage, the file sizes and languages, whether
//! it follows every change, whether it runs by default) is its row of
//! [`schedule::SCHEDULE`]. What several passes share (walks over the
//! tree, the uses of names, the memory of what failed) is in `kit`.
//!
//! Architecture invariant: no pass imports another pass, and `kit`
//! imports none; so a pass can be read, changed or removed alone.
//!
//! Adding a pass: a file here with an `impl Pass` (or, for a pass whose
//! work needs one section, an `impl SectionPass` that names the section
//! and `section_pass!` for its `Pass`: see `kit::frame`), a `mod` and
//! `pub use` line below, and a row in [`schedule::SCHEDULE`].

mod kit;
pub mod schedule;

mod arguments;
mod arrays;
mod brackets;
mod combine;
mod conversions;
mod defaults;
mod defuse;
mod elements;
mod hdd;
mod hoist;
mod inline;
mod join_lines;
mod largest;
mod levels;
mod lift;
mod names;
mod noise;
mod pairs;
mod params;
mod perses;
mod positions;
mod prototypes;
mod prune;
mod returns;
mod rewrite;
mod scalars;
mod standins;
mod strings;
mod sweep;
mod templates;
mod temporaries;
mod tidy;
mod token_runs;
mod tokens;
mod windows;

pub use arguments::Arguments;
pub use arrays::Arrays;
pub use brackets::Brackets;
pub use combine::Combine;
pub use conversions::Conversions;
pub use defaults::Defaults;
pub use defuse::Defuse;
pub use elements::Elements;
pub use hdd::Hdd;
pub use hoist::Hoist;
pub use inline::Inline;
pub use join_lines::JoinLines;
pub use kit::walk::HddLists;
pub use largest::Largest;
pub use levels::Levels;
pub use lift::Lift;
pub use names::Names;
pub use noise::Noise;
pub use pairs::Pairs;
pub use params::Params;
pub use perses::Perses;
pub use positions::Positions;
pub use prototypes::Prototypes;
pub use prune::Prune;
pub use returns::Returns;
pub use rewrite::Rewrite;
pub use scalars::Scalars;
pub use schedule::{
    PassSettings, SCHEDULE, Strategy, UnknownPass, all, check_language, defaults, named,
};
pub use standins::Standins;
pub use strings::Strings;
pub use sweep::Sweep;
pub use templates::Templates;
pub use temporaries::Temporaries;
pub use tidy::Tidy;
pub use token_runs::TokenRuns;
pub use tokens::Tokens;
pub use windows::Windows;
