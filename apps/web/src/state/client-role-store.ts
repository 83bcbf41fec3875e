import { defaultRoleFor, rolesForAdmin, type RoleName } from '@prisme/domain';
import { createSessionStore } from './registry';

export type RolesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The client role of the perimeter (spec §3, §4). Shared state rather than the
 * perimeter feature's own: the route guard, the menu and every role-scoped page read it.
 */
export interface ClientRoleState {
  role: RoleName | null;
  /** What the bar offers: every active role to an admin, a user's own roles. */
  choices: RoleName[];
  status: RolesStatus;
}

export const initialClientRoleState: ClientRoleState = { role: null, choices: [], status: 'idle' };

/** The role stays while the roles reload, so the pages do not flicker. */
export const rolesRequested = (state: ClientRoleState): ClientRoleState => ({
  ...state,
  status: 'loading',
});

/**
 * Spec §4: an admin starts with an empty role and every active client role (not spec §5's
 * filter: docs/decisions/administration/0249-admin-sees-every-client.md), and must pick; a user
 * gets the first role other than "Solvency". An admin's pick survives a reload of the same session
 * (sessionStorage) when the role is still offered.
 */
export function rolesReceived(
  state: ClientRoleState,
  roles: readonly RoleName[],
  isAdmin: boolean,
): ClientRoleState {
  if (isAdmin) {
    const choices = rolesForAdmin(roles);
    const kept = choices.find((role) => role.code === state.role?.code) ?? null;
    return { role: kept, choices, status: 'loaded' };
  }
  return { role: defaultRoleFor(roles) ?? null, choices: [...roles], status: 'loaded' };
}

/** Spec §8: a failed role load sets the role to empty. */
export const rolesFailed = (_state: ClientRoleState): ClientRoleState => ({
  role: null,
  choices: [],
  status: 'failed',
});

/** An admin's pick; only an offered code counts, and '' clears the choice. */
export function roleChosen(state: ClientRoleState, code: string): ClientRoleState {
  if (code === '') return { ...state, role: null };
  const role = state.choices.find((choice) => choice.code === code);
  return role ? { ...state, role } : state;
}

export const useClientRoleStore = createSessionStore<ClientRoleState>(
  'client-role',
  initialClientRoleState,
);

export const clientRoleActions = {
  requested: () => useClientRoleStore.setState(rolesRequested),
  received: (roles: readonly RoleName[], isAdmin: boolean) =>
    useClientRoleStore.setState((state) => rolesReceived(state, roles, isAdmin)),
  failed: () => useClientRoleStore.setState(rolesFailed),
  choose: (code: string) => useClientRoleStore.setState((state) => roleChosen(state, code)),
};
