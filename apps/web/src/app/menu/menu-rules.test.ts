import { describe, expect, it } from 'vitest';
import { deriveRights } from '@prisme/domain';
import {
  AREAS,
  archivesLoaded,
  archivesRequested,
  computationStarted,
  computationSucceeded,
  initialNavigationState,
  parameterSaveStarted,
  perimeterRestored,
  simulationModeEntered,
  simulationTransparised,
  transparisationStarted,
  transparisationSucceeded,
  type NavigationState,
} from '../../state';
import { ROLE_NEEDED_HINT, ROUTES, routeByPath } from '../routes/route-table';
import { BUSY_REASONS, DEPENDENCY_REASONS, menuItemRule, type MenuState } from './menu-rules';

const ROLE = 'Client.DEMO1';
const all = { transparency: true, simulation: true, solvency: true, esg: true, risk: true };
const analyst = deriveRights(false, all);
const lecteur = deriveRights(false, {
  ...all,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
});

const selection = {
  portfolios: ['P-VIE'],
  valuationDate: '2024-12-31',
  compartments: ['GEN'],
  lookThroughLevel: 'FULL' as const,
};
// Each state is reached through the real transitions, as the app would reach it.
const complete = perimeterRestored(initialNavigationState, selection);
const inventory = transparisationSucceeded(complete, 'per-1', 1e6, '2025-01-10T08:00:00Z');
const scrDone = computationSucceeded(computationStarted(inventory, ['scr']), ['scr'], 'per-1', 't');
const allDone = computationSucceeded(computationStarted(inventory, AREAS), AREAS, 'per-1', 't');
const archived = archivesLoaded(archivesRequested(allDone, ROLE), ROLE, [
  { scr: true, esg: false, riskLiquidity: false },
]);
const simulation = simulationModeEntered(archived);

/** The columns of the table: the states of spec §2-4 the menu must tell apart. */
const STATES: Record<string, MenuState> = {
  A: { role: null, navigation: initialNavigationState }, // admin, no client yet
  B: { role: ROLE, navigation: { ...initialNavigationState, perimeterLoaded: true } }, // empty
  C: { role: ROLE, navigation: complete }, // portfolios, date and compartments chosen
  D: { role: ROLE, navigation: inventory }, // transparised: the inventory is loaded
  E: { role: ROLE, navigation: scrDone }, // SCR computed
  F: { role: ROLE, navigation: archived }, // SCR, ESG, risk computed; an SCR archive
  S: { role: ROLE, navigation: simulation }, // simulation mode, not transparised
  T: { role: ROLE, navigation: simulationTransparised(simulation, 'per-2', 1e6, 't') }, // transparised
  L: { role: ROLE, navigation: transparisationStarted(complete) }, // the inventory loads
};

/** E = enabled, G = greyed out, H = hidden; one letter per column of STATES, in order. */
const TABLE: Record<string, string> = {
  '/': 'EEEEEEEEG',
  '/integration': 'GEEEEEEEG',
  '/compute': 'GGEEEEEEG',
  '/archives': 'GEEEEEEEG',
  '/help': 'EEEEEEEEG',
  '/news': 'HHHHHHHHH',
  '/users': 'HHHHHHHHH',
  '/audit': 'HHHHHHHHH',
  '/clients': 'HHHHHHHHH',
  '/transparisation/portfolio': 'GGEEEEEEG',
  '/transparisation/reporting': 'GGGEEEGEG',
  '/transparisation/archives/details': 'GGGGGEEEG',
  '/transparisation/archives/historical': 'GGGGGEEEG',
  '/transparisation/archives/comparison': 'GGGGGEEEG',
  '/solvency/home': 'GEEEEEEEG',
  '/solvency/clientdata/strategicparticipations': 'GGGEEEEEG',
  '/solvency/clientdata/ltei': 'GGGEEEEEG',
  '/solvency/clientdata/intragroup': 'GGGEEEEEG',
  '/solvency/clientdata/concentrationexclusion': 'GGGEEEEEG',
  '/solvency/clientdata/propertyleverage': 'GGGEEEEEG',
  '/solvency/clientdata/defaultedloans': 'GGGEEEEEG',
  '/esg/parameters': 'GEEEEEEEG',
  '/esg/noteexceptions': 'GGGEEEEEG',
  '/risk/parameters': 'EEEEEEEEG',
  '/solvency/results': 'GGGGEEGEG',
  '/solvency/fund-reconciliation': 'GGGGEEGEG',
  '/solvency/impact-2027': 'GGGGEEGEG',
  '/solvency/archives/details': 'GGGGGEEEG',
  '/solvency/archives/historical': 'GGGGGEEEG',
  '/solvency/archives/comparison': 'GGGGGEEEG',
  '/esg/results': 'GGGGGEGEG',
  '/esg/pai': 'GGGGGEGEG',
  '/esg/archives/details': 'GGGGGGGGG',
  '/esg/archives/historical': 'GGGGGGGGG',
  '/esg/archives/comparison': 'GGGGGGGGG',
  '/esg/archives/temperature': 'GGGGGGGGG',
  '/risk/results': 'GGGGGEGEG',
  '/risk/archives/details': 'GGGGGGGGG',
};

const letter = (path: string, state: MenuState, rights = analyst) => {
  const rule = menuItemRule(routeByPath(path)!, rights, state);
  return rule.hidden ? 'H' : rule.disabled ? 'G' : 'E';
};
const reason = (path: string, state: MenuState) =>
  menuItemRule(routeByPath(path)!, analyst, state).reason;

describe('menuItemRule: the menu behaviour of spec §2 as a table', () => {
  it('has a row for every item of the menu', () => {
    const menuPaths = ROUTES.map((r) => r.path).filter((p) => p !== '/auth/lock');
    expect(Object.keys(TABLE).sort()).toEqual(menuPaths.sort());
  });

  it.each(Object.entries(TABLE))('%s: %s', (path, expected) => {
    const actual = Object.values(STATES)
      .map((state) => letter(path, state))
      .join('');
    expect(actual).toBe(expected);
  });

  it('hides the items whose right is missing, whatever the state', () => {
    const shown = (path: string) => letter(path, STATES.F!, lecteur);
    expect(
      ['/compute', '/solvency/results', '/risk/parameters', '/esg/noteexceptions'].map(shown),
    ).toEqual(['H', 'H', 'H', 'H']);
    expect(['/archives', '/transparisation/reporting', '/help'].map(shown)).toEqual([
      'E',
      'E',
      'E',
    ]);
    // News management: an administrator's item only, needing no client.
    const admin = deriveRights(true, all);
    expect(letter('/news', STATES.A!, admin)).toBe('E');
    expect(letter('/news', STATES.F!, analyst)).toBe('H');
    // Likewise the accounts and the journal of changes (issue 20 §5-6).
    expect(letter('/users', STATES.A!, admin)).toBe('E');
    expect(letter('/audit', STATES.A!, admin)).toBe('E');
    expect(letter('/audit', STATES.F!, analyst)).toBe('H');
    // And the client structure (issue 35 §A.3), usable before any client exists.
    expect(letter('/clients', STATES.A!, admin)).toBe('E');
    expect(letter('/clients', STATES.F!, analyst)).toBe('H');
    expect(letter('/clients', STATES.F!, lecteur)).toBe('H');
    expect(menuItemRule(routeByPath('/compute')!, lecteur, STATES.L!)).toEqual({
      hidden: true,
      disabled: true,
    });
  });
});

describe('menuItemRule: the reason a greyed item gives (its tooltip)', () => {
  it('names the missing client, then the missing dependency', () => {
    expect(reason('/integration', STATES.A!)).toBe(ROLE_NEEDED_HINT);
    expect(reason('/compute', STATES.A!)).toBe(ROLE_NEEDED_HINT);
    expect(reason('/compute', STATES.B!)).toBe(DEPENDENCY_REASONS.perimeter);
    expect(reason('/transparisation/reporting', STATES.C!)).toBe(DEPENDENCY_REASONS.inventory);
    expect(reason('/solvency/results', STATES.D!)).toBe(DEPENDENCY_REASONS['scr-result']);
    expect(reason('/esg/results', STATES.E!)).toBe(DEPENDENCY_REASONS['esg-result']);
    expect(reason('/solvency/results', STATES.S!)).toBe(DEPENDENCY_REASONS.transparised);
    expect(reason('/esg/archives/details', STATES.F!)).toBe(DEPENDENCY_REASONS['esg-archive']);
    expect(reason('/solvency/archives/details', STATES.F!)).toBeUndefined();
  });

  it('says what keeps every item busy', () => {
    const state = (navigation: NavigationState): MenuState => ({ role: ROLE, navigation });
    expect(reason('/', STATES.L!)).toBe(BUSY_REASONS.inventory);
    expect(reason('/help', state(parameterSaveStarted(archived)))).toBe(BUSY_REASONS.parameters);
    expect(reason('/archives', state(computationStarted(archived, ['scr'])))).toBe(
      BUSY_REASONS.scr,
    );
    // An ESG or risk computation alone does not lock the menu.
    expect(reason('/', state(computationStarted(archived, ['esg', 'risk'])))).toBeUndefined();
  });

  it("offers no analysis from another client's archive flags", () => {
    expect(reason('/solvency/archives/details', { ...STATES.F!, role: 'Client.DEMO2' })).toBe(
      DEPENDENCY_REASONS['scr-archive'],
    );
  });
});
