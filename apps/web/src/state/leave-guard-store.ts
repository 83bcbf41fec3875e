import { useEffect, useId } from 'react';
import { create } from 'zustand';

/**
 * The edits not yet saved (issue 40): each editing page registers whether it holds some;
 * the layout's LeaveGuard asks before a navigation, a reload, a client change or
 * « Quitter la simulation » loses them. Not kept across reloads: edits are not either.
 */
interface LeaveGuardState {
  /** The registrants that hold unsaved or invalid edits. */
  dirty: ReadonlySet<string>;
  /** A leave asked outside the router (client switch, quitting the simulation). */
  pending: (() => void) | null;
}

export const useLeaveGuardStore = create<LeaveGuardState>(() => ({
  dirty: new Set(),
  pending: null,
}));

const setDirty = (id: string, dirty: boolean) =>
  useLeaveGuardStore.setState((state) => {
    if (state.dirty.has(id) === dirty) return state;
    const next = new Set(state.dirty);
    if (dirty) next.add(id);
    else next.delete(id);
    return { dirty: next };
  });

/** Whether some page holds edits a leave would lose. */
export const hasUnsavedEdits = () => useLeaveGuardStore.getState().dirty.size > 0;

export const leaveGuardActions = {
  /**
   * Runs `leave` at once when nothing would be lost; else once the user confirms
   * « Quitter » (`alsoWhen`: a loss the pages do not register, a simulation's edits).
   */
  confirmLeave(leave: () => void, alsoWhen = false) {
    if (!hasUnsavedEdits() && !alsoWhen) return leave();
    useLeaveGuardStore.setState({ pending: leave });
  },
  settled: () => useLeaveGuardStore.setState({ pending: null }),
  /** The edits are given up: the pages are left or reset. */
  discarded: () => useLeaveGuardStore.setState({ dirty: new Set(), pending: null }),
};

/** A page's edits: registered while `dirty`, forgotten when the page goes. */
export function useLeaveGuard(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [id, dirty]);
}
