import { describe, expect, it } from 'vitest';
import type { QrtRow, QrtTable } from './report-model';
import { BUSINESS_RULES, checkBusinessRules } from './validation-business';
import { severityOf, summariseFindings } from './validation';

/**
 * Each EIOPA rule of validation-business.ts on a one-asset report: a clean line passes, the
 * planted fault is caught, pointed at its cell, with the rule's id and its severity.
 */
const columns = (...codes: string[]) =>
  codes.map((code) => ({ code, label: code, kind: 'code' as const }));

function s0602(asset: QrtRow, position: QrtRow = {}): QrtTable[] {
  const id = asset.C0040 ?? 'CAU/A';
  return [
    {
      code: 'S.06.02.01.01',
      title: '',
      columns: columns('C0040', 'C0140'),
      rows: [{ C0040: id, C0140: null, ...position }],
    },
    {
      code: 'SE.06.02.16.02',
      title: '',
      columns: columns('C0040', 'C0270', 'C0280', 'C0290', 'C0292', 'C0310', 'C0380', 'EC0231'),
      rows: [{ C0040: id, ...asset }],
    },
  ];
}

function s0801(instrument: QrtRow, position: QrtRow = {}): QrtTable[] {
  return [
    {
      code: 'S.08.01.01.01',
      title: '',
      columns: columns('C0040', 'C0140', 'C0190'),
      rows: [{ C0040: 'CAU/D', C0140: null, C0190: null, ...position }],
    },
    {
      code: 'S.08.01.01.02',
      title: '',
      columns: columns('C0040', 'C0380', 'C0450', 'C0460'),
      rows: [{ C0040: 'CAU/D', C0450: null, C0460: null, ...instrument }],
    },
  ];
}

/** The ids of the rules that fail. */
const failing = (tables: QrtTable[]) => checkBusinessRules(tables).map((f) => f.rule);

/** A clean asset of each kind, every rule met. */
const CLEAN: Record<string, QrtRow> = {
  cash: { C0290: 'XT71', C0280: 'EUR' },
  cedant: { C0290: 'XT75' },
  plant: { C0290: 'XT95' },
  deposit: { C0290: 'XT73', C0270: 'FR', C0280: 'EUR', C0380: 1, EC0231: 'S.122' },
  equity: {
    C0290: 'FR31',
    C0270: 'FR',
    C0280: 'EUR',
    C0310: 'Not a participation',
    EC0231: 'S.11',
  },
  fund: {
    C0290: 'XL42',
    C0270: 'FR',
    C0280: 'EUR',
    C0292: 'Full look-through',
    C0310: 'Not a participation',
    EC0231: 'S.124',
  },
  mortgage: { C0290: 'XT84', C0280: 'EUR', C0380: 1, EC0231: 'S.14' },
};

describe('EIOPA business rules: clean lines pass', () => {
  it.each(Object.entries(CLEAN))('%s', (_kind, asset) => {
    const position: QrtRow = asset.C0380 === undefined ? {} : { C0140: 100 };
    expect(checkBusinessRules(s0602(asset, position))).toEqual([]);
  });

  it('swaps with legs and currencies, L/S elsewhere, a CDS with its maximum loss', () => {
    expect(
      failing(s0801({ C0380: 'XTD1', C0450: 'EUR', C0460: 'EUR' }, { C0140: 'FL-FX' })),
    ).toEqual([]);
    expect(failing(s0801({ C0380: 'XTE2' }, { C0140: 'S' }))).toEqual([]);
    expect(failing(s0801({ C0380: 'XTF1' }, { C0140: 'L', C0190: 0 }))).toEqual([]);
  });

  it('every rule has its id, table, severity and French description', () => {
    for (const rule of BUSINESS_RULES) {
      expect(rule.id).toMatch(/^(BV|EV)\d+(-\d+)?$/);
      expect(rule.description.length).toBeGreaterThan(20);
    }
  });
});

describe('EIOPA business rules: planted faults are caught', () => {
  it('BV6-1: an issuer country on cash, a deposit to a cedant, plant and equipment', () => {
    const [finding] = checkBusinessRules(s0602({ ...CLEAN.cash!, C0270: 'FR' }));
    expect(finding).toMatchObject({
      check: 'BUSINESS_RULE',
      rule: 'BV6-1',
      severity: 'blocking',
      table: 'SE.06.02.16.02',
      rowIndex: 0,
      column: 'C0270',
      value: 'FR',
    });
    expect(finding!.message).toBe(
      'SE.06.02.16.02, ligne 1, C0270 : le pays de l’émetteur ne se déclare pas pour un actif de CIC XT71 (« FR » trouvé) (règle EIOPA BV6-1).',
    );
    expect(failing(s0602({ ...CLEAN.cedant!, C0270: 'FR' }))).toEqual(['BV6-1']);
    expect(failing(s0602({ ...CLEAN.plant!, C0270: 'FR' }))).toEqual(['BV6-1']);
  });

  it('BV237-1: a currency on a deposit to a cedant or plant and equipment', () => {
    expect(failing(s0602({ ...CLEAN.cedant!, C0280: 'EUR' }))).toEqual(['BV237-1']);
    expect(failing(s0602({ ...CLEAN.plant!, C0280: 'EUR' }))).toEqual(['BV237-1']);
  });

  it('BV781-5: a deposit or a loan with a par amount and no price of par', () => {
    expect(failing(s0602({ ...CLEAN.deposit!, C0380: null }, { C0140: 50_000 }))).toEqual([
      'BV781-5',
    ]);
    expect(failing(s0602({ ...CLEAN.mortgage!, C0380: null }, { C0140: 50_000 }))).toEqual([
      'BV781-5',
    ]);
    // Without a par amount the rule does not apply.
    expect(failing(s0602({ ...CLEAN.deposit!, C0380: null }))).toEqual([]);
  });

  it('BV955-5 and BV786: C0310 missing on equity and funds, present on a deposit', () => {
    expect(failing(s0602({ ...CLEAN.equity!, C0310: null }))).toEqual(['BV955-5']);
    expect(failing(s0602({ ...CLEAN.fund!, C0310: null }))).toEqual(['BV955-5']);
    expect(
      failing(s0602({ ...CLEAN.deposit!, C0310: 'Not a participation' }, { C0140: 100 })),
    ).toEqual(['BV786']);
  });

  it('BV1069-4: a fund without its SCR approach', () => {
    expect(failing(s0602({ ...CLEAN.fund!, C0292: null }))).toEqual(['BV1069-4']);
  });

  it('EV52-2: a loan without its issuer sector (ECB add-on); property needs none', () => {
    expect(failing(s0602({ ...CLEAN.mortgage!, EC0231: null }, { C0140: 100 }))).toEqual([
      'EV52-2',
    ]);
    expect(failing(s0602({ C0290: 'XT91', C0270: 'FR', C0280: 'EUR' }))).toEqual([]);
  });

  it('BV800-2: a credit derivative without its maximum loss', () => {
    const [finding] = checkBusinessRules(s0801({ C0380: 'XTF1' }, { C0140: 'L' }));
    expect(finding).toMatchObject({ rule: 'BV800-2', table: 'S.08.01.01.01', column: 'C0190' });
  });

  it('BV803-2: a swap without its legs, a forward with a swap’s legs', () => {
    const swap = s0801({ C0380: 'XTD1', C0450: 'EUR', C0460: 'EUR' });
    expect(failing(swap)).toEqual(['BV803-2']);
    expect(checkBusinessRules(swap)[0]!.message).toContain('le référentiel ne les donne pas');
    expect(failing(s0801({ C0380: 'XTE2' }, { C0140: 'FX-FL' }))).toEqual(['BV803-2']);
  });

  it('BV994, BV995: a swap without its delivered or received currency', () => {
    expect(failing(s0801({ C0380: 'XTD2', C0460: 'USD' }, { C0140: 'FX-FX' }))).toEqual(['BV994']);
    expect(failing(s0801({ C0380: 'XTD2', C0450: 'EUR' }, { C0140: 'FX-FX' }))).toEqual(['BV995']);
  });

  it('a rule whose column the report does not hold is not run (no ECB columns: no EV52-2)', () => {
    const tables = s0602({ ...CLEAN.mortgage!, EC0231: null }, { C0140: 100 }).map((t) => ({
      ...t,
      code: t.code.replace('SE.06.02.16', 'S.06.02.01'),
      columns: t.columns.filter((c) => c.code !== 'EC0231'),
    }));
    expect(failing(tables)).toEqual([]);
  });
});

describe('severities', () => {
  it('a rule’s own; else blocking but for the reconciliations and the S.09.01 opening', () => {
    const base = { table: 'T', rowIndex: null, column: null, value: null, message: '' };
    expect(severityOf({ ...base, check: 'BUSINESS_RULE', severity: 'warning' })).toBe('warning');
    expect(severityOf({ ...base, check: 'ISIN_CHECK_DIGIT' })).toBe('blocking');
    expect(severityOf({ ...base, check: 'TOTAL_ASSETS' })).toBe('warning');
    expect(severityOf({ ...base, check: 'S0901_OPENING_INVENTORY' })).toBe('warning');
  });
});

describe('the panel’s summary of the findings', () => {
  it('counts by severity, blocking first, rows counted from 1, cut at the limit', () => {
    const base = { table: 'S.06.02.01.02', column: 'C0270', value: 'FR', message: 'm' };
    const summary = summariseFindings(
      [
        { ...base, check: 'TOTAL_ASSETS', rowIndex: null },
        { ...base, check: 'BUSINESS_RULE', rule: 'BV6-1', severity: 'blocking', rowIndex: 2 },
        { ...base, check: 'MANDATORY_CELL', rowIndex: 0 },
      ],
      2,
    );
    expect(summary.blocking).toBe(2);
    expect(summary.warnings).toBe(1);
    expect(summary.findings).toEqual([
      { ...base, check: 'BUSINESS_RULE', rule: 'BV6-1', severity: 'blocking', row: 3 },
      { ...base, check: 'MANDATORY_CELL', rule: null, severity: 'blocking', row: 1 },
    ]);
  });
});
