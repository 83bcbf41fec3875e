import { INITIAL_RIGHTS, deriveRights, type RightFlags, type UserRights } from '@prisme/domain';
import { createSessionStore } from './registry';

export interface SessionState {
  isAdmin: boolean;
  rights: UserRights;
  /** True once the admin and member checks have all answered. */
  rightsLoaded: boolean;
}

/** Before the checks answer: INITIAL_RIGHTS (spec §6). */
export const initialSessionState: SessionState = {
  isAdmin: false,
  rights: INITIAL_RIGHTS,
  rightsLoaded: false,
};

/** Each start re-reads the rights: persisted ones may be stale. */
export function rightsCheckStarted(_state: SessionState): SessionState {
  return initialSessionState;
}

/** The admin flag overrides every member flag (deriveRights, spec §6). */
export function rightsReceived(
  state: SessionState,
  isAdmin: boolean,
  flags: RightFlags,
): SessionState {
  return { ...state, isAdmin, rights: deriveRights(isAdmin, flags), rightsLoaded: true };
}

export const useSessionStore = createSessionStore<SessionState>('session', initialSessionState);

export const sessionActions = {
  startRightsCheck: () => useSessionStore.setState(rightsCheckStarted),
  setRights: (isAdmin: boolean, flags: RightFlags) =>
    useSessionStore.setState((state) => rightsReceived(state, isAdmin, flags)),
};
