import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_RIGHTS } from '@prisme/domain';
import {
  initialSessionState,
  initialUiState,
  menuToggled,
  navigated,
  resetAllStores,
  rightsCheckStarted,
  rightsReceived,
  sessionActions,
  uiActions,
  useSessionStore,
  useUiStore,
} from '.';

const flags = { transparency: true, simulation: false, solvency: true, esg: false, risk: false };

describe('session transitions', () => {
  it('starts with INITIAL_RIGHTS and no rights loaded', () => {
    expect(initialSessionState).toEqual({
      isAdmin: false,
      rights: INITIAL_RIGHTS,
      rightsLoaded: false,
    });
  });
  it('derives the rights from the member flags', () => {
    const next = rightsReceived(initialSessionState, false, flags);
    expect(next.rightsLoaded).toBe(true);
    expect(next.rights).toMatchObject({ ...flags, computing: true, saving: true, isAdmin: false });
  });
  it('lets the admin flag override every flag', () => {
    const next = rightsReceived(initialSessionState, true, { ...flags, solvency: false });
    expect(next.isAdmin).toBe(true);
    expect(next.rights).toMatchObject({
      transparency: true,
      simulation: true,
      solvency: true,
      esg: true,
      risk: true,
    });
  });
  it('goes back to INITIAL_RIGHTS when a new check starts', () => {
    const loaded = rightsReceived(initialSessionState, true, flags);
    expect(rightsCheckStarted(loaded)).toEqual(initialSessionState);
  });
});

describe('ui transitions', () => {
  it('toggles the menu and closes it after navigation', () => {
    expect(initialUiState.menuOpen).toBe(true);
    const closed = menuToggled(initialUiState);
    expect(closed.menuOpen).toBe(false);
    expect(menuToggled(closed).menuOpen).toBe(true);
    expect(navigated(initialUiState).menuOpen).toBe(false);
    expect(navigated(closed).menuOpen).toBe(false);
  });
});

describe('stores in sessionStorage', () => {
  beforeEach(() => resetAllStores());

  it('persists the session and UI state in sessionStorage', () => {
    sessionActions.setRights(false, flags);
    uiActions.toggleMenu();
    const session = JSON.parse(sessionStorage.getItem('prisme.session') ?? '{}');
    const ui = JSON.parse(sessionStorage.getItem('prisme.ui') ?? '{}');
    expect(session.state.rights.solvency).toBe(true);
    expect(ui.state.menuOpen).toBe(false);
  });

  it('resetAllStores restores every initial state and empties their storage', () => {
    sessionActions.setRights(true, flags);
    uiActions.navigated();
    resetAllStores();
    expect(useSessionStore.getState()).toEqual(initialSessionState);
    expect(useUiStore.getState()).toEqual(initialUiState);
    expect(sessionStorage.getItem('prisme.session')).toBeNull();
    expect(sessionStorage.getItem('prisme.ui')).toBeNull();
  });
});
