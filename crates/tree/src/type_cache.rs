//! Values kept one per type, each built on first use, from any thread:
//! the passes' sections of a language (see [`crate::Section`]).

use std::any::{Any, TypeId};
use std::sync::{Arc, Mutex, PoisonError};

/// The values built so far, one per type.
#[derive(Default)]
pub(crate) struct TypeCache(Mutex<Vec<(TypeId, Arc<dyn Any + Send + Sync>)>>);

impl std::fmt::Debug for TypeCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TypeCache(..)")
    }
}

impl TypeCache {
    /// The value of type `T`, built by `build` on first use. A value
    /// that fails to build is not kept: each call reports the error.
    pub(crate) fn get_or_build<T: Any + Send + Sync, E>(
        &self,
        build: impl FnOnce() -> Result<T, E>,
    ) -> Result<Arc<T>, E> {
        let find = |built: &[(TypeId, Arc<dyn Any + Send + Sync>)]| {
            built
                .iter()
                .find(|(id, _)| *id == TypeId::of::<T>())
                .and_then(|(_, value)| value.clone().downcast::<T>().ok())
        };
        if let Some(value) = find(&self.0.lock().unwrap_or_else(PoisonError::into_inner)) {
            return Ok(value);
        }
        // Built outside the lock: a value may read others (a section
        // another section).
        let value = Arc::new(build()?);
        let mut built = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(existing) = find(&built) {
            return Ok(existing);
        }
        built.push((TypeId::of::<T>(), value.clone()));
        Ok(value)
    }
}
