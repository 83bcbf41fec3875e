import { beforeEach, describe, expect, it } from 'vitest';
import { clientRoleActions, useClientRoleStore } from '../client-role-store';
import { resetAllStores } from '../registry';
import { initialNavigationState } from './navigation-state';
import { chooseClient, navigationActions, useNavigationStore } from './navigation-store';
import { selection } from '../../test/navigation-states';

const roles = [
  { code: 'Client.DEMO1', name: 'Démo 1' },
  { code: 'Client.DEMO2', name: 'Démo 2' },
];

describe('navigation store', () => {
  beforeEach(() => resetAllStores());

  it('keeps the navigation state in sessionStorage; logout resets it', () => {
    navigationActions.perimeterRestored(selection);
    navigationActions.computationSucceeded(['scr'], 'per-1', '2025-01-10T08:00:00Z');
    const saved = JSON.parse(sessionStorage.getItem('prisme.navigation') ?? '{}');
    expect(saved.state.perimeter).toEqual(selection);
    expect(saved.state.showGreenTick).toBe(true);
    resetAllStores();
    expect(useNavigationStore.getState()).toEqual(initialNavigationState);
  });

  it("an admin's pick of another client is a client change; the same pick is none", () => {
    clientRoleActions.received(roles, true);
    chooseClient('Client.DEMO1');
    navigationActions.perimeterRestored(selection);
    navigationActions.computationSucceeded(['scr'], 'per-1', 't');
    navigationActions.parameterChanged('equity');

    chooseClient('Client.DEMO1');
    expect(useNavigationStore.getState().perimeter).toEqual(selection);

    chooseClient('Client.DEMO2');
    expect(useClientRoleStore.getState().role?.code).toBe('Client.DEMO2');
    const state = useNavigationStore.getState();
    expect(state.perimeter.portfolios).toEqual([]);
    expect(state.showGreenTick).toBe(false);
    expect(state.parameters.parametersChanged).toBe(false);
    expect(state.archives).toMatchObject({ role: 'Client.DEMO2', status: 'stale' });
  });

  it('an offer the admin cannot pick changes nothing', () => {
    clientRoleActions.received(roles, true);
    navigationActions.perimeterRestored(selection);
    chooseClient('Solvency');
    expect(useClientRoleStore.getState().role).toBeNull();
    expect(useNavigationStore.getState().perimeter).toEqual(selection);
  });
});
