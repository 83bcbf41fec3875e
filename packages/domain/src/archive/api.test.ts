import { describe, expect, it } from 'vitest';
import {
  archiveCategories,
  archiveCreateSchema,
  canonicalArchiveCategory,
  defaultArchiveCategory,
} from './api';

describe('archive categories', () => {
  it('lists « Officiel » and « Test » first, then the role’s own in French order, once each', () => {
    expect(archiveCategories([])).toEqual(['Officiel', 'Test']);
    expect(
      archiveCategories(['Trimestriel', 'test', 'Écarts', 'annuel', 'TRIMESTRIEL', 'Officiel']),
    ).toEqual(['Officiel', 'Test', 'annuel', 'Écarts', 'Trimestriel']);
  });

  it('keeps a typed category under the spelling it already has', () => {
    expect(canonicalArchiveCategory(' officiel ', [])).toBe('Officiel');
    expect(canonicalArchiveCategory('ecarts', ['Écarts'])).toBe('Écarts');
    expect(canonicalArchiveCategory('  Revue annuelle ', ['Écarts'])).toBe('Revue annuelle');
  });

  it('defaults to « Officiel » when an archive has it, else the first archive’s', () => {
    expect(defaultArchiveCategory([])).toBeUndefined();
    expect(defaultArchiveCategory([{ category: 'Test' }, { category: 'Officiel' }])).toBe(
      'Officiel',
    );
    expect(defaultArchiveCategory([{ category: 'Revue' }, { category: 'Test' }])).toBe('Revue');
  });
});

describe('archive create body', () => {
  const body = {
    perimeterID: '3f6c1a52-7a3e-4b7e-9a55-0f3c2d1b6e11',
    name: ' Clôture ',
    category: 'Officiel',
    simulation: false,
    scr: true,
    esg: false,
    riskLiquidity: false,
  };

  it('trims the name and category', () => {
    expect(archiveCreateSchema.parse(body)).toMatchObject({ name: 'Clôture' });
  });

  it('refuses in French an empty name, a control character or a missing flag', () => {
    const messages = (change: Record<string, unknown>) =>
      archiveCreateSchema.safeParse({ ...body, ...change }).error?.issues.map((i) => i.message);
    expect(messages({ name: ' ' })).toEqual(['Le nom de la sauvegarde est obligatoire.']);
    expect(messages({ category: 'A\tB' })).toEqual([
      'La catégorie contient un caractère de contrôle.',
    ]);
    expect(messages({ esg: undefined })).toEqual(['L’indicateur ESG doit être vrai ou faux.']);
  });
});
