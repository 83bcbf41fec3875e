import { describe, expect, it } from 'vitest';
import type { ManagedClient, ManagedPortfolio } from '@prisme/domain';
import { ApiError } from '../../../api/client';
import { filterStructure } from './filter-structure';
import { portfolioChange, stateChange } from './structure-changes';
import { portfolioFormSchema, portfolioValues } from './structure-forms';
import { deletionText, isUnused, usageText } from './structure-node';
import { compartmentPath } from './structure-paths';
import { refusalOf, SAVE_FAILURE } from './structure-refusal';

const UNUSED = { positions: 0, computations: 0, archives: 0, simulations: 0 };
const portfolio = (code: string, label: string, compartments: string[] = []): ManagedPortfolio => ({
  code,
  label,
  currency: 'EUR',
  kind: 'life',
  indice: null,
  active: true,
  usage: UNUSED,
  compartments: compartments.map((c) => ({ code: c, label: c, active: true, usage: UNUSED })),
});
const client = (code: string, label: string, portfolios: ManagedPortfolio[]): ManagedClient => ({
  code,
  label,
  active: true,
  undertaking: null,
  usage: UNUSED,
  accounts: 0,
  portfolios,
});
const TREE = [
  client('Client.A', 'Mutuelle Alpha', [
    portfolio('RETRAITE', 'Épargne retraite', ['GEN', 'CANTON']),
    portfolio('NONVIE', 'Dommages'),
  ]),
  client('Client.B', 'Prévoyance Bêta', [portfolio('P1', 'Réserve', ['GEN'])]),
];
const codes = (clients: ManagedClient[]) =>
  clients.map((c) => [
    c.code,
    c.portfolios.map((p) => [p.code, p.compartments.map((k) => k.code)]),
  ]);

describe('filterStructure', () => {
  it('keeps a matching client whole', () => {
    expect(codes(filterStructure(TREE, 'alpha'))).toEqual([
      [
        'Client.A',
        [
          ['RETRAITE', ['GEN', 'CANTON']],
          ['NONVIE', []],
        ],
      ],
    ]);
  });
  it('keeps only the branches that lead to a match, accents and case ignored', () => {
    expect(codes(filterStructure(TREE, 'EPARGNE'))).toEqual([
      ['Client.A', [['RETRAITE', ['GEN', 'CANTON']]]],
    ]);
    expect(codes(filterStructure(TREE, 'canton'))).toEqual([
      ['Client.A', [['RETRAITE', ['CANTON']]]],
    ]);
    expect(codes(filterStructure(TREE, 'gen'))).toEqual([
      ['Client.A', [['RETRAITE', ['GEN']]]],
      ['Client.B', [['P1', ['GEN']]]],
    ]);
  });
  it('asks for every word, and an empty filter keeps all', () => {
    expect(codes(filterStructure(TREE, 'réserve p1'))).toEqual([['Client.B', [['P1', ['GEN']]]]]);
    expect(filterStructure(TREE, 'réserve alpha')).toEqual([]);
    expect(filterStructure(TREE, '  ')).toHaveLength(2);
  });
});

describe('texts', () => {
  it('counts what refers to an item, in French', () => {
    expect(usageText(UNUSED)).toBe('Aucune donnée ne s’y rapporte');
    expect(usageText({ positions: 12345, computations: 1, archives: 0, simulations: 0 })).toBe(
      '12\u202f345 positions · 1 calcul · aucune sauvegarde',
    );
    expect(usageText({ positions: 0, computations: 0, archives: 0, simulations: 2 })).toBe(
      'aucune position · aucun calcul · aucune sauvegarde · 2 simulations',
    );
    expect(isUnused({ positions: 0, computations: 0, archives: 0, simulations: 1 })).toBe(false);
    expect(usageText({ positions: 0, computations: 0, archives: 3, simulations: 0 })).toBe(
      'aucune position · aucun calcul · 3 sauvegardes',
    );
  });
  it('says what a client’s deletion takes with it', () => {
    const a = { ...TREE[0]!, accounts: 3 };
    expect(deletionText({ level: 'client', item: a })).toBe(
      'Le client « Client.A » sera supprimé avec 2 portefeuilles et 2 compartiments. Les 3 comptes qui y ont accès le perdront. Cette suppression est définitive.',
    );
    const empty = client('Client.C', 'C', []);
    expect(deletionText({ level: 'client', item: empty })).toBe(
      'Le client « Client.C » sera supprimé. Cette suppression est définitive.',
    );
  });
});

describe('portfolio form', () => {
  const parse = (values: Partial<ReturnType<typeof portfolioValues>>) =>
    portfolioFormSchema(true).safeParse({ ...portfolioValues(), ...values });

  it('sends a trimmed code, an upper-case currency and no indice as null', () => {
    const parsed = parse({
      code: ' P2 ',
      label: 'Vie',
      currency: 'usd',
      kind: 'life',
      indice: ' ',
    });
    expect(parsed.success).toBe(true);
    expect(portfolioChange('Client.A', undefined, parsed.data!)).toEqual({
      op: 'create-portfolio',
      client: 'Client.A',
      body: { code: 'P2', label: 'Vie', currency: 'USD', kind: 'life', indice: null },
    });
  });
  it('refuses a portfolio whose kind is not chosen, and an unknown currency', () => {
    const parsed = parse({ code: 'P2', label: 'Vie', currency: 'EURO', kind: '' });
    expect(parsed.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['currency', 'kind']);
  });
  it('does not invent the currency or kind an old portfolio lacks to change its state', () => {
    const old = { ...portfolio('P0', 'Ancien'), currency: null };
    expect(
      stateChange({ level: 'portfolio', clientCode: 'Client.A', item: old }, false),
    ).toBeNull();
  });
});

describe('API paths and refusals', () => {
  it('escapes the codes in the path', () => {
    expect(compartmentPath('Client A', 'P/1', 'G#1')).toBe(
      'admin/clients/Client%20A/portfolios/P%2F1/compartments/G%231',
    );
  });
  it('takes the server’s own sentence, on the code field for a duplicate', () => {
    const conflict = new ApiError(
      409,
      'CONFLICT',
      'Cette ressource existe déjà.',
      [],
      'Le code P1 existe.',
    );
    expect(refusalOf(conflict)).toEqual({ message: 'Le code P1 existe.', onCode: true });
    const inUse = new ApiError(409, 'STRUCTURE_IN_USE', 'Des données…', [], '3 positions.');
    expect(refusalOf(inUse)).toEqual({ message: '3 positions.', onCode: false });
    expect(refusalOf(new ApiError(500, 'INTERNAL', 'x'))).toEqual({
      message: SAVE_FAILURE,
      onCode: false,
    });
  });
});
