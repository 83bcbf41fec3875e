import { describe, expect, it } from 'vitest';
import { deriveRights, INITIAL_RIGHTS, moduleShortcutCount } from './rights';

const none = { transparency: false, simulation: false, solvency: false, esg: false, risk: false };

describe('deriveRights (spec §6)', () => {
  it('lets the admin flag override every right', () => {
    const rights = deriveRights(true, none);
    expect(rights).toMatchObject({
      transparency: true,
      simulation: true,
      solvency: true,
      esg: true,
      risk: true,
      computing: true,
      saving: true,
    });
  });

  it('derives computing from esg, solvency or risk', () => {
    expect(deriveRights(false, none).computing).toBe(false);
    expect(deriveRights(false, { ...none, esg: true }).computing).toBe(true);
    expect(deriveRights(false, { ...none, solvency: true }).computing).toBe(true);
    expect(deriveRights(false, { ...none, risk: true }).computing).toBe(true);
    expect(deriveRights(false, { ...none, transparency: true, simulation: true }).computing).toBe(
      false,
    );
  });

  it('always grants saving', () => {
    expect(deriveRights(false, none).saving).toBe(true);
  });

  it('starts with transparency and risk before the checks answer', () => {
    expect(INITIAL_RIGHTS).toMatchObject({
      transparency: true,
      risk: true,
      simulation: false,
      solvency: false,
      esg: false,
      isAdmin: false,
    });
  });

  it('counts module shortcuts over solvency, esg and risk', () => {
    expect(moduleShortcutCount(deriveRights(false, { ...none, solvency: true, risk: true }))).toBe(
      2,
    );
    expect(moduleShortcutCount(deriveRights(true, none))).toBe(3);
  });
});
