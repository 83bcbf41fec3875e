import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Every store's reset, so logout can clear all state without knowing each store. */
const resets: Array<() => void> = [];

/**
 * A data-only zustand store kept in sessionStorage (spec §4, Session). Transitions
 * are plain functions beside each store, so they are tested without React.
 */
export function createSessionStore<T extends object>(
  name: string,
  initial: T,
): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(
    persist(() => ({ ...initial }), {
      name: `prisme.${name}`,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
    }),
  );
  resets.push(() => {
    store.setState({ ...initial }, true);
    store.persist.clearStorage();
  });
  return store;
}

/** Logout resets all state (spec §4, Session). */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}
