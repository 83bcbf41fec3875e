import { describe, expect, it } from 'vitest';
import type { EsgThemeWeight } from './api';
import { DEFAULT_PILLAR_WEIGHTS, defaultThemeWeights, ESG_SUM_MESSAGE } from './themes';
import {
  noteExceptionCic,
  noteExceptionProblems,
  pillarProblems,
  sumsToOne,
  themeProblems,
} from './validation';

const pillars = (e: number, s: number, g: number) => [
  { pilierID: 'E' as const, ratios: e },
  { pilierID: 'S' as const, ratios: s },
  { pilierID: 'G' as const, ratios: g },
];

const defaults = defaultThemeWeights;

/** The energy override of the E pillar of reference §1.4.4. */
const energyE = (climate = 0.6): EsgThemeWeight[] => [
  { pilierID: 'E', themeID: 'CLIMATE_CHANGE', codificationID: '10', ratios: climate },
  { pilierID: 'E', themeID: 'NATURAL_CAPITAL', codificationID: '10', ratios: 0.1 },
  { pilierID: 'E', themeID: 'POLLUTION_WASTE', codificationID: '10', ratios: 0.25 },
  { pilierID: 'E', themeID: 'ENV_OPPORTUNITIES', codificationID: '10', ratios: 0.05 },
];
const known = (code: string) => ['10', '45', 'D35'].includes(code);

describe('ESG sums (spec §5)', () => {
  it('accepts a sum of 1 within 0.0001 and refuses beyond', () => {
    expect(sumsToOne([0.40005, 0.3, 0.3])).toBe(true);
    expect(sumsToOne([0.4, 0.3, 0.29991])).toBe(true);
    expect(sumsToOne([0.4002, 0.3, 0.3])).toBe(false);
  });

  it('has default weights that meet their own rules', () => {
    const { E, S, G } = DEFAULT_PILLAR_WEIGHTS;
    expect(pillarProblems(pillars(E, S, G))).toEqual([]);
    expect(themeProblems(defaults(), known)).toEqual([]);
  });
});

describe('pillarProblems', () => {
  it('says the French message when E, S and G do not sum to 1', () => {
    expect(pillarProblems(pillars(0.5, 0.3, 0.3))).toEqual([
      { path: 'piliers', message: ESG_SUM_MESSAGE },
    ]);
  });

  it('wants E, S and G once each', () => {
    const twice = [...pillars(0.4, 0.3, 0.3).slice(0, 2), { pilierID: 'E' as const, ratios: 0.3 }];
    const messages = pillarProblems(twice).map((p) => p.message);
    expect(messages).toEqual([
      'Le pilier E (Environnement) doit figurer une fois, pas 2.',
      'Le pilier G (Gouvernance) doit figurer une fois, pas 0.',
    ]);
  });
});

describe('themeProblems', () => {
  it('accepts a sector overriding one pillar whole (reference §1.2 rule 3)', () => {
    expect(themeProblems([...defaults(), ...energyE()], known)).toEqual([]);
  });

  it('says the French message for a sector set that does not sum to 1', () => {
    const messages = themeProblems([...defaults(), ...energyE(0.7)], known).map((p) => p.message);
    expect(messages).toEqual([`${ESG_SUM_MESSAGE} (pilier E, du secteur « 10 »)`]);
  });

  it('refuses a partial override of a pillar', () => {
    const messages = themeProblems([...defaults(), ...energyE().slice(0, 3)], known).map(
      (p) => p.message,
    );
    expect(messages).toEqual([
      'Les poids du secteur « 10 » du pilier E doivent couvrir tous ses thèmes : manque « Opportunités environnementales ».',
    ]);
  });

  it('refuses an unknown sector, an unknown theme and a theme under another pillar', () => {
    const bad: EsgThemeWeight[] = [
      { pilierID: 'E', themeID: 'CLIMATE_CHANGE', codificationID: 'ZZ', ratios: 1 },
      { pilierID: 'E', themeID: 'BIODIVERSITE', codificationID: '*', ratios: 0 },
      { pilierID: 'S', themeID: 'CLIMATE_CHANGE', codificationID: '*', ratios: 0 },
    ];
    expect(themeProblems([...defaults(), ...bad], known).map((p) => p.message)).toEqual([
      'Le secteur « ZZ » est inconnu.',
      'Le thème « BIODIVERSITE » n’existe pas.',
      'Le thème « Changement climatique » relève du pilier E, pas du pilier S.',
    ]);
  });

  it('wants the default sector of every pillar and each theme once', () => {
    const noG = defaults().filter((t) => t.pilierID !== 'G');
    expect(themeProblems(noG, known).map((p) => p.message)).toEqual([
      'Les poids par défaut des thèmes du pilier G manquent.',
    ]);
    const twice = [...defaults(), defaults()[0]!];
    expect(themeProblems(twice, known).map((p) => p.message)).toEqual([
      'Le thème « Changement climatique » est donné deux fois pour le secteur « * ».',
    ]);
  });
});

describe('noteExceptionProblems', () => {
  const entry = (code: string, codeCIC = '*', rolename?: string) => ({
    code,
    denomination: 'Titre',
    codeCIC,
    note: 2,
    ...(rolename && { rolename }),
  });

  it('accepts valid ISINs, spaces and case tidied, with « * » or a known CIC', () => {
    expect(
      noteExceptionProblems([entry('fr0000120271'), entry('US0378331005', 'US31')], 'Client.DEMO1'),
    ).toEqual([]);
  });

  it('names each faulty line: bad ISIN, unknown CIC, twice, another client', () => {
    const messages = noteExceptionProblems(
      [
        entry('FR0000120272'),
        entry('US0378331005', 'ZZ99'),
        entry('US0378331005'),
        entry('DE0007164600', '*', 'Client.DEMO2'),
      ],
      'Client.DEMO1',
    ).map((p) => `${p.path} ${p.message}`);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(
      /^noteExceptions\[0\]\.code Notations forcées, ligne 1 \(FR0000120272\) : /,
    );
    expect(messages[1]).toBe(
      'noteExceptions[1].codeCIC Notations forcées, ligne 2 (US0378331005) : code CIC « ZZ99 » inconnu (« * » si non défini).',
    );
    expect(messages[2]).toBe(
      'noteExceptions[2].validFrom Notations forcées, ligne 3 (US0378331005) : active en même temps que la ligne 2 (une seule notation forcée active par titre).',
    );
    expect(messages[3]).toMatch(/appartient au client « Client\.DEMO2 »/);
  });

  // esg-and-liquidity §1.4.1, §1.4.3 item 1: a letter alone, pillar notes, validity dates.
  it('accepts a letter alone, pillar notes alone, and ratings of one ISIN one after the other', () => {
    const isin = 'FR0000120271';
    expect(
      noteExceptionProblems(
        [
          { ...entry(isin), note: null, letter: 'BB', validTo: '2024-06-30' },
          { ...entry(isin), note: undefined, noteE: 3, noteG: 9.5, validFrom: '2024-07-01' },
        ],
        'Client.DEMO1',
      ),
    ).toEqual([]);
  });

  it('refuses a rating with nothing to force, a reversed validity, overlapping ratings, a note off the scale', () => {
    const isin = 'FR0000120271';
    const messages = noteExceptionProblems(
      [
        { ...entry(isin), note: null },
        { ...entry('US0378331005'), validFrom: '2024-07-01', validTo: '2024-06-30' },
        { ...entry(isin), validFrom: '2024-01-01' },
        { ...entry('DE0007164600'), note: 55, noteS: 101 },
      ],
      'Client.DEMO1',
      100,
    ).map((p) => `${p.path} ${p.message}`);
    expect(messages).toEqual([
      'noteExceptions[0].note Notations forcées, ligne 1 (FR0000120271) : donnez une note, une lettre ou des notes de piliers.',
      'noteExceptions[1].validTo Notations forcées, ligne 2 (US0378331005) : la fin de validité précède son début.',
      'noteExceptions[2].validFrom Notations forcées, ligne 3 (FR0000120271) : active en même temps que la ligne 1 (une seule notation forcée active par titre).',
      'noteExceptions[3].noteS Notations forcées, ligne 4 (DE0007164600) : la note doit être comprise entre 0 et 100.',
    ]);
    expect(
      noteExceptionProblems([{ ...entry('DE0007164600'), note: 55 }], 'Client.DEMO1'),
    ).toHaveLength(1);
  });

  it('gives a CIC its category labels, and « Non défini » for « * »', () => {
    expect(noteExceptionCic('*')).toEqual({
      code: '*',
      mainCategory: 'Non défini',
      subCategory: 'Non défini',
    });
    const listed = noteExceptionCic('fr31');
    expect(listed.code).toBe('FR31');
    expect(listed.mainCategory).not.toBe('Non défini');
    expect(listed.subCategory).not.toBe('Non défini');
  });
});
