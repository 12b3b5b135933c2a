//! Two or three siblings at once.

use whittle_tree::Edit;

use crate::kit::levels;
use whittle_reduce::{Element, Pass, Stopped, Work};

/// When the other passes stall: removes 2 or 3 adjacent removable siblings
/// at once (Vulcan's sliding window, OOPSLA 2023), level by level, checked
/// by the grammar. Each single removal was tried already; a pair can go
/// where neither can alone (a declaration and the one statement using it).
#[derive(Debug)]
pub struct Windows;

impl Pass for Windows {
    fn name(&self) -> &'static str {
        "windows"
    }

    fn description(&self) -> &'static str {
        "remove 2 or 3 adjacent siblings at once"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        levels(work, |work, level| {
            for &parent in level {
                for size in [2, 3] {
                    if !work.is_alive(parent) {
                        break;
                    }
                    let siblings = work.tree().removable_children(parent, work.edits());
                    let list: Vec<Element> = siblings
                        .windows(size)
                        .map(|window| Element {
                            edits: window.iter().map(|&n| Edit::Remove(n)).collect(),
                            checked: true,
                        })
                        .collect();
                    if list.len() > 1 {
                        work.minimize(&list)?;
                    }
                }
            }
            Ok(())
        })
    }
}
