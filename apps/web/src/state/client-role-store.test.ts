import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientRoleActions,
  initialClientRoleState,
  resetAllStores,
  roleChosen,
  rolesFailed,
  rolesReceived,
  rolesRequested,
  useClientRoleStore,
} from '.';

const role = (code: string, name = `Nom ${code}`) => ({ code, name });
const roles = [role('Solvency'), role('Interne'), role('Client.DEMO2'), role('FDLCCP')];

describe('client role transitions (spec §4, §5, §8)', () => {
  it('starts with no role, no choice, nothing loaded', () => {
    expect(initialClientRoleState).toEqual({ role: null, choices: [], status: 'idle' });
  });

  it('gives a non-admin the first role other than Solvency, with their roles as choices', () => {
    const next = rolesReceived(rolesRequested(initialClientRoleState), roles, false);
    expect(next).toEqual({ role: role('Interne'), choices: roles, status: 'loaded' });
  });

  it('leaves a non-admin whose only role is Solvency without a role', () => {
    expect(rolesReceived(initialClientRoleState, [role('Solvency')], false).role).toBeNull();
  });

  it('starts an admin with an empty role and every role the server gives', () => {
    // The server gives an admin its active client roles, whatever their names (issue 35 §A.3).
    const next = rolesReceived(initialClientRoleState, roles, true);
    expect(next.role).toBeNull();
    expect(next.choices.map((r) => r.code)).toEqual([
      'Solvency',
      'Interne',
      'Client.DEMO2',
      'FDLCCP',
    ]);
  });

  it("keeps an admin's pick across a reload when it is still offered", () => {
    const picked = roleChosen(rolesReceived(initialClientRoleState, roles, true), 'FDLCCP');
    expect(picked.role).toEqual(role('FDLCCP'));
    expect(rolesReceived(rolesRequested(picked), roles, true).role).toEqual(role('FDLCCP'));
    expect(rolesReceived(picked, [role('Client.DEMO2')], true).role).toBeNull();
  });

  it('lets an admin pick only an offered role, and clear the pick', () => {
    const loaded = rolesReceived(initialClientRoleState, roles, true);
    expect(roleChosen(loaded, 'Inconnu')).toBe(loaded);
    expect(roleChosen(roleChosen(loaded, 'FDLCCP'), '').role).toBeNull();
  });

  it('keeps the role while reloading and empties it when the load fails', () => {
    const loaded = rolesReceived(initialClientRoleState, roles, false);
    expect(rolesRequested(loaded)).toEqual({ ...loaded, status: 'loading' });
    expect(rolesFailed(loaded)).toEqual({ role: null, choices: [], status: 'failed' });
  });
});

describe('client role store', () => {
  beforeEach(() => resetAllStores());

  it('persists the role in sessionStorage and logout resets it', () => {
    clientRoleActions.received(roles, true);
    clientRoleActions.choose('Client.DEMO2');
    const saved = JSON.parse(sessionStorage.getItem('prisme.client-role') ?? '{}');
    expect(saved.state.role).toEqual(role('Client.DEMO2'));
    resetAllStores();
    expect(useClientRoleStore.getState()).toEqual(initialClientRoleState);
  });
});
