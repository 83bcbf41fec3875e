import { describe, expect, it } from 'vitest';
import {
  MEMBER_ENDPOINTS,
  deriveRights,
  moduleShortcutCount,
  type RightFlags,
} from '@prisme/domain';
import { initialNavigationState, perimeterRestored, transparisationSucceeded } from '../../state';
import { DEPENDENCY_REASONS } from './menu-rules';
import { moduleShortcuts } from './module-shortcuts';

/** No right at all: each case adds the flags it grants. */
const none = Object.fromEntries(
  Object.keys(MEMBER_ENDPOINTS).map((right) => [right, false]),
) as RightFlags;
const state = { role: 'Client.DEMO1', navigation: initialNavigationState };

describe('moduleShortcuts (spec §6)', () => {
  it.each([
    [{ transparency: true }, []],
    [{ transparency: true, risk: true }, ['risk']],
    [{ solvency: true, esg: true }, ['solvency', 'esg']],
    [{ solvency: true, esg: true, risk: true }, ['solvency', 'esg', 'risk']],
  ] as Array<[Partial<RightFlags>, string[]]>)(
    'counts the solvency, ESG and risk rights: %o → %o',
    (flags, ids) => {
      const rights = deriveRights(false, { ...none, ...flags });
      const shortcuts = moduleShortcuts(rights, state);
      expect(shortcuts.map((s) => s.id)).toEqual(ids);
      expect(shortcuts).toHaveLength(moduleShortcutCount(rights));
    },
  );

  it('gives an administrator all three', () => {
    expect(moduleShortcuts(deriveRights(true, none), state)).toHaveLength(3);
  });

  it('greys out each page as the menu does, with its reason', () => {
    const rights = deriveRights(false, { ...none, transparency: true, solvency: true });
    const [solvency] = moduleShortcuts(rights, state);
    expect(solvency!.links).toEqual([
      { path: '/solvency/home', title: 'Paramètres SCR', disabled: false },
      {
        path: '/solvency/results',
        title: 'Résultats',
        disabled: true,
        reason: DEPENDENCY_REASONS['scr-result'],
      },
    ]);
    const selection = {
      portfolios: ['P'],
      valuationDate: '2024-12-31',
      compartments: ['C'],
      lookThroughLevel: 'FULL' as const,
    };
    const loaded = transparisationSucceeded(
      perimeterRestored(initialNavigationState, selection),
      'per-1',
      1,
      't',
    );
    const [still] = moduleShortcuts(rights, { ...state, navigation: loaded });
    expect(still!.links[1]!.disabled).toBe(true);
  });
});
