//! How a pass reads the language's overrides, and the frame of a pass
//! whose work needs one of their sections.
//!
//! A pass that works from one section of `grammars/<language>.toml` says
//! so in its type: it implements [`SectionPass`] (the section, and what
//! in it the pass works on), and [`section_pass!`] makes it a
//! [`whittle_reduce::Pass`] that claims the section, applies only to the
//! languages where the section has something for it, and runs on that.
//! A pass that reads two sections, or none, or whose languages are not
//! its section's to say, implements `Pass` itself and reads its sections
//! with [`section`].

use std::sync::Arc;

use whittle_reduce::{SectionCheck, Stopped, Work};
use whittle_tree::{Language, Section};

/// Section `S` of `language`'s overrides, read as empty (its `Default`)
/// where it does not build. That loses no error: every section a
/// scheduled pass claims ([`whittle_reduce::Pass::sections`]) is built
/// before a reduction starts (`whittle_reduce::reduce` checks them, and
/// so does [`crate::check_language`] for a language given at run time),
/// and a reduction does not start on a language one of them fails for.
/// So a pass never runs on a section that failed; this is the one place
/// that reads sections.
pub(crate) fn section<S: Section + Default>(language: &Language) -> Arc<S> {
    language.section().unwrap_or_default()
}

/// A pass whose work needs one section of the language's overrides, and
/// that has nothing to do where the section has nothing for it. Its
/// [`whittle_reduce::Pass`] is [`section_pass!`]'s.
pub(crate) trait SectionPass: std::fmt::Debug + Send + Sync {
    /// The section it reads (and claims the keys of).
    type Section: Section + Default;

    /// What in the section it works on (the language's rules).
    type Rules: ?Sized;

    /// See [`whittle_reduce::Pass::name`].
    fn name(&self) -> &'static str;

    /// See [`whittle_reduce::Pass::description`].
    fn description(&self) -> &'static str;

    /// What in `section` this pass works on; `None` where there is
    /// nothing (the language does not have the section): then the pass
    /// does not apply to the language, and a run does nothing.
    fn rules<'s>(&self, section: &'s Self::Section) -> Option<&'s Self::Rules>;

    /// Proposes edits of `work.tree()` by the language's `rules` (see
    /// [`whittle_reduce::Pass::run`]).
    fn run(&self, work: &mut Work<'_, '_>, rules: &Self::Rules) -> Result<(), Stopped>;
}

/// [`whittle_reduce::Pass::sections`] of a [`SectionPass`]: its section.
pub(crate) fn sections<P: SectionPass>() -> Vec<SectionCheck> {
    vec![SectionCheck::of::<P::Section>()]
}

/// [`whittle_reduce::Pass::applies_to`] of a [`SectionPass`]: whether
/// its section has rules for it in `language`.
pub(crate) fn applies_to<P: SectionPass>(pass: &P, language: &Language) -> bool {
    pass.rules(&section::<P::Section>(language)).is_some()
}

/// [`whittle_reduce::Pass::run`] of a [`SectionPass`]: its run on the
/// rules of the tree's language, nothing where there are none.
pub(crate) fn run<P: SectionPass>(pass: &P, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
    let section = section::<P::Section>(work.tree().language());
    match pass.rules(&section) {
        Some(rules) => pass.run(work, rules),
        None => Ok(()),
    }
}

/// `section_pass!(P)`: the [`whittle_reduce::Pass`] of [`SectionPass`]
/// `P`, by [`sections`], [`applies_to`] and [`run`]. (A blanket
/// `impl<P: SectionPass> Pass for P` is not allowed here: `Pass` is
/// another crate's trait.)
macro_rules! section_pass {
    ($pass:ty) => {
        impl whittle_reduce::Pass for $pass {
            fn name(&self) -> &'static str {
                <$pass as $crate::kit::frame::SectionPass>::name(self)
            }

            fn description(&self) -> &'static str {
                <$pass as $crate::kit::frame::SectionPass>::description(self)
            }

            fn applies_to(&self, language: &whittle_tree::Language) -> bool {
                $crate::kit::frame::applies_to(self, language)
            }

            fn sections(&self) -> Vec<whittle_reduce::SectionCheck> {
                $crate::kit::frame::sections::<$pass>()
            }

            fn run(
                &self,
                work: &mut whittle_reduce::Work<'_, '_>,
            ) -> Result<(), whittle_reduce::Stopped> {
                $crate::kit::frame::run(self, work)
            }
        }
    };
}

pub(crate) use section_pass;
