//! Hierarchical delta debugging (Misherghi and Su, ICSE 2006) over the
//! grammar's removals and replacements: the whole walk of
//! [`crate::kit::walk::Walk`].

use whittle_reduce::{Pass, SectionCheck, Stopped, Work};

use crate::kit::frame::section;
use crate::kit::uses::Declarations;
use crate::kit::walk::{HddLists, HddSection, Walk};

/// Level by level: the removable children of the nodes at one depth go to
/// the core (one list per parent, or one for the level), then the
/// survivors try their replacements, then the next depth.
#[derive(Debug)]
pub struct Hdd {
    /// How a level's nodes are grouped into lists.
    pub lists: HddLists,
}

impl Pass for Hdd {
    fn name(&self) -> &'static str {
        "hdd"
    }

    fn description(&self) -> &'static str {
        "level by level: remove the grammar's optional and repeated children, then replace the survivors by smaller ones"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![
            SectionCheck::of::<Declarations>(),
            SectionCheck::of::<HddSection>(),
        ]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let walk = Walk {
            lists: self.lists,
            replace: true,
            remember: section::<HddSection>(work.tree().language()).remember_failed,
        };
        walk.run(work, |_| true, |_| false).map(|_| ())
    }
}
