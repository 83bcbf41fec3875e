import { describe, expect, it } from 'vitest';
import { installFrenchValidationMessages } from '../locale';
import {
  AUDIT_GROUP_LABELS,
  AUDIT_KINDS,
  auditFilterSchema,
  auditGroupsOf,
  auditKindOf,
  auditQuerySchema,
} from './api';
import { auditSummary } from './summary';

installFrenchValidationMessages();

describe('audit query (issue 20 §6)', () => {
  it('reads the page bounds and defaults', () => {
    expect(auditQuerySchema.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(auditQuerySchema.parse({ offset: '100', limit: '200' })).toMatchObject({
      offset: 100,
      limit: 200,
    });
    expect(auditQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('refuses odd days and a period that ends before it starts, in French', () => {
    for (const from of ['2024-02-30', '0000-01-01', '31/12/2024'])
      expect(auditFilterSchema.safeParse({ from }).success, from).toBe(false);
    const period = auditFilterSchema.safeParse({ from: '2025-02-01', to: '2025-01-31' });
    expect(period.success).toBe(false);
    expect(period.error!.issues[0]!.message).toBe(
      'La période est invalide : la date de début suit la date de fin.',
    );
    expect(auditFilterSchema.safeParse({ from: '2025-01-31', to: '2025-01-31' }).success).toBe(
      true,
    );
  });

  it('filters on a kind of change or on one group', () => {
    expect(auditGroupsOf('clientData')).toEqual([
      'strategicParticipations',
      'longTermAssets',
      'intraGroups',
      'concentrationExclusions',
      'propertyLeverages',
      'defaultedLoans',
    ]);
    expect(auditGroupsOf('equity')).toEqual(['equity']);
    expect(auditFilterSchema.safeParse({ group: 'equity' }).success).toBe(true);
    expect(auditFilterSchema.safeParse({ group: 'simulations' }).success).toBe(true);
    expect(auditFilterSchema.safeParse({ group: 'nimporte' }).success).toBe(false);
  });

  it('puts every group in exactly one kind', () => {
    for (const group of Object.keys(AUDIT_GROUP_LABELS)) {
      const kinds = Object.values(AUDIT_KINDS).filter((kind) =>
        (kind.groups as readonly string[]).includes(group),
      );
      expect(kinds, group).toHaveLength(1);
    }
    expect(auditKindOf('esgNoteExceptions')).toBe('forcedRatings');
    expect(auditKindOf('inconnu')).toBeUndefined();
  });
});

describe('auditSummary', () => {
  const summary = (group: string, oldValues: unknown, newValues: unknown) =>
    auditSummary({ group, oldValues, newValues });

  it('names each kind of change in French', () => {
    expect(
      summary(
        'simulations',
        { operation: 'sale', position: { securityCode: 'FR0000120271', quantity: 10 } },
        { operation: 'sale', position: { securityCode: 'FR0000120271', quantity: 0 } },
      ),
    ).toBe('Position vendue : FR0000120271');
    expect(
      summary('simulations', { operation: 'cash', cash: null }, { cash: { currency: 'USD' } }),
    ).toBe('Espèces modifiées : USD');
    expect(summary('simulations', { content: null }, { operation: 'creation', content: {} })).toBe(
      'Création de la simulation',
    );
    expect(
      summary(
        'imports',
        { import: null },
        {
          import: {
            category: 'Inventaire',
            fileName: 'juin.csv',
            outcome: 'Intégré',
            lineCount: 2,
          },
        },
      ),
    ).toBe('Inventaire « juin.csv » : Intégré, 2 lignes');
    expect(summary('archives', { archive: null }, { archive: { name: 'T4' } })).toBe(
      'Sauvegarde créée : T4',
    );
    expect(
      summary(
        'liquidityScenarios',
        { scenario: { code: 'S1', name: 'Stress' } },
        { scenario: null },
      ),
    ).toBe('Scénario supprimé : Stress');
    expect(summary('users', { displayName: 'Léo' }, { displayName: 'Léo' })).toBe(
      'Compte modifié : Léo',
    );
    expect(
      summary('structure', { client: null }, { client: { code: 'Client.X', active: true } }),
    ).toBe('Client créé : Client.X');
    expect(
      summary(
        'structure',
        { portfolio: { code: 'P1', active: true } },
        { portfolio: { code: 'P1', active: false } },
      ),
    ).toBe('Portefeuille désactivé : P1');
    expect(
      summary(
        'structure',
        { compartment: { portfolio: 'P1', code: 'GEN', label: 'A', active: true } },
        { compartment: null },
      ),
    ).toBe('Compartiment supprimé : P1 / GEN');
    expect(summary('longTermAssets', [{ a: 1 }], [{ a: 1 }, { a: 2 }])).toBe(
      'Liste enregistrée : 1 entrée → 2 entrées',
    );
    expect(summary('equity', { a: 1, b: 2, c: 3 }, { a: 1, b: 3, c: 4 })).toBe(
      '2 valeurs modifiées',
    );
    expect(summary('equity', { a: 1 }, { a: 1 })).toBe('Enregistré sans changement');
  });
});
