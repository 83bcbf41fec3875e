import { describe, expect, it, vi } from 'vitest';
import type { SavedPerimeter } from '@prisme/domain';
import { checkSavedPerimeter, type PerimeterLookups } from './check-saved-perimeter';

const portfolio = (code: string) => ({
  codePortefeuille: code,
  libellePortefeuille: code,
  rolename: 'Client.DEMO1',
  indice: null,
});
const compartment = (code: string, portfolioCode: string) => ({
  codeCompartiment: code,
  libelleCompartiment: code,
  codePortefeuille: portfolioCode,
});

function lookups(): PerimeterLookups {
  return {
    portfolios: vi.fn(async () => [portfolio('P-VIE'), portfolio('P-RET')]),
    dates: vi.fn(async () => ['2025-01-31', '2024-12-31T00:00:00Z']),
    compartments: vi.fn(async () => [compartment('GEN', 'P-VIE'), compartment('UC', 'P-RET')]),
  };
}

const saved: SavedPerimeter = {
  rolename: 'Client.DEMO1',
  portfolios: ['P-VIE', 'P-RET'],
  valuationDate: '2024-12-31',
  compartments: ['GEN', 'UC'],
  lookThroughLevel: '2',
};
const user = { isAdmin: false, role: 'Client.DEMO1', choices: [] };
const admin = { isAdmin: true, role: null, choices: ['Client.DEMO1', 'Client.DEMO2'] };

describe('checkSavedPerimeter (spec §4)', () => {
  it('accepts a perimeter whose role, portfolios, date and compartments all still exist', async () => {
    const l = lookups();
    await expect(checkSavedPerimeter(saved, user, l)).resolves.toEqual({
      kind: 'valid',
      role: 'Client.DEMO1',
      // The date as the list gives it: matched on its first 10 characters.
      selection: {
        portfolios: ['P-VIE', 'P-RET'],
        valuationDate: '2024-12-31T00:00:00Z',
        compartments: ['GEN', 'UC'],
        lookThroughLevel: '2',
      },
    });
    expect(l.dates).toHaveBeenCalledWith('Client.DEMO1', ['P-VIE', 'P-RET']);
    expect(l.compartments).toHaveBeenCalledWith(
      'Client.DEMO1',
      ['P-VIE', 'P-RET'],
      '2024-12-31T00:00:00Z',
    );
  });

  it('answers none when nothing was saved', async () => {
    await expect(checkSavedPerimeter(null, user, lookups())).resolves.toEqual({ kind: 'none' });
  });

  it.each<[string, Partial<SavedPerimeter>, typeof user | typeof admin]>([
    ["another client's role, for a user", { rolename: 'Client.DEMO2' }, user],
    ['a role an admin may not pick', { rolename: 'Solvency' }, admin],
    ['a portfolio that no longer exists', { portfolios: ['P-VIE', 'P-OLD'] }, user],
    ['a date no longer available', { valuationDate: '2024-11-30' }, user],
    ['a compartment no longer offered at that date', { compartments: ['GEN', 'PERP'] }, user],
    ['a date without portfolios', { portfolios: [], compartments: [] }, user],
  ])('finds invalid %s', async (_, change, context) => {
    const check = await checkSavedPerimeter({ ...saved, ...change }, context, lookups());
    expect(check.kind).toBe('invalid');
  });

  it("takes an admin's saved client when they may pick it", async () => {
    const check = await checkSavedPerimeter(saved, admin, lookups());
    expect(check).toMatchObject({ kind: 'valid', role: 'Client.DEMO1' });
  });

  it('keeps a perimeter saved half-chosen, without asking for what it lacks', async () => {
    const l = lookups();
    const half = { ...saved, valuationDate: null, compartments: [], lookThroughLevel: null };
    await expect(checkSavedPerimeter(half, user, l)).resolves.toEqual({
      kind: 'valid',
      role: 'Client.DEMO1',
      selection: {
        portfolios: ['P-VIE', 'P-RET'],
        valuationDate: null,
        compartments: [],
        lookThroughLevel: 'FULL',
      },
    });
    expect(l.dates).not.toHaveBeenCalled();
    expect(l.compartments).not.toHaveBeenCalled();
    const roleOnly = { ...half, portfolios: [] };
    const adminNone = { ...roleOnly, rolename: null };
    expect((await checkSavedPerimeter(adminNone, admin, l)).kind).toBe('valid');
  });

  it('lets a failed lookup throw: that is a load error, not an invalid perimeter', async () => {
    const l = lookups();
    l.portfolios = async () => {
      throw new Error('500');
    };
    await expect(checkSavedPerimeter(saved, user, l)).rejects.toThrow('500');
  });
});
