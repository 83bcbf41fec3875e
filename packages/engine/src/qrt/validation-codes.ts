import {
  identifierProblem,
  isIsoCurrency,
  isKnownCountry,
  isValidIsin,
  isValidIssuerCountry,
  isValidLei,
  parseCic,
} from '@prisme/domain';
import { ENTITY_ID_PREFIXES, INSTRUMENT_ID_PREFIXES } from './codes';
import type { QrtFinding, QrtTable } from './report-model';
import { finding, kindOf, rowLabel, textOf, type QrtTableKind } from './validation-tables';

/**
 * The code checks of the submission (data-standards §3.7, §4, §1, §6): typed identifier
 * strings, ISIN and LEI check digits (the domain's port of the §4.5 reference
 * implementation), CIC, currency and country codes.
 */

/** The identifier columns of each table, instrument codes or entity codes. */
const ID_COLUMNS: Partial<Record<QrtTableKind, { instrument: string[]; entity: string[] }>> = {
  'S.06.02.01': { instrument: ['C0040'], entity: [] },
  'S.06.02.02': { instrument: ['C0040'], entity: ['C0210', 'C0250'] },
  'S.06.03.01': { instrument: ['C0010'], entity: [] },
  'S.08.01.01': { instrument: ['C0040'], entity: [] },
  'S.08.01.02': { instrument: ['C0040'], entity: ['C0270', 'C0340'] },
};

interface IdentifierCell {
  table: QrtTable;
  rowIndex: number;
  column: string;
  text: string | null;
  entity: boolean;
}

/**
 * Every identifier cell of the report (its table, row, column and text) handed to `visit`,
 * in one object reused from cell to cell (S.06.03 alone has 300,000).
 */
function forEachIdentifierCell(
  tables: readonly QrtTable[],
  visit: (cell: Readonly<IdentifierCell>) => void,
): void {
  for (const table of tables) {
    const columns = ID_COLUMNS[kindOf(table.code) ?? 'S.09.01.01'];
    if (!columns) continue;
    const cell: IdentifierCell = { table, rowIndex: 0, column: '', text: null, entity: false };
    const rows = table.rows;
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
      const row = rows[rowIndex]!;
      cell.rowIndex = rowIndex;
      cell.entity = false;
      for (const column of columns.instrument) {
        cell.column = column;
        cell.text = textOf(row, column);
        visit(cell);
      }
      cell.entity = true;
      for (const column of columns.entity) {
        cell.column = column;
        cell.text = textOf(row, column);
        visit(cell);
      }
    }
  }
}

/** `valid` of each distinct code once (a fund's code repeats on each of its S.06.03 rows). */
function remembered(valid: (code: string) => boolean): (code: string) => boolean {
  const known = new Map<string, boolean>();
  return (code) => {
    let verdict = known.get(code);
    if (verdict === undefined) known.set(code, (verdict = valid(code)));
    return verdict;
  };
}

/**
 * Check CODE_FORMAT: identifiers are `PREFIX/value` with a prefix of §3.7 (instrument
 * codes: ISIN, CUSIP… CAU; issuer, group, counterparty: LEI, SC, or `None`).
 */
export function checkIdentifierFormats(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  forEachIdentifierCell(tables, ({ table, rowIndex, column, text, entity }) => {
    if (text === null) return; // a missing code is MANDATORY_CELL's
    if (entity && text === 'None') return;
    const slash = text.indexOf('/');
    const prefix = slash > 0 ? text.slice(0, slash) : '';
    const allowed = entity ? ENTITY_ID_PREFIXES : INSTRUMENT_ID_PREFIXES;
    const value = slash > 0 ? text.slice(slash + 1).trim() : '';
    if (allowed.includes(prefix) && value !== '') return;
    findings.push(
      finding(
        'CODE_FORMAT',
        table,
        rowIndex,
        column,
        text,
        `${table.code}, ${rowLabel(rowIndex)}, ${column} : « ${text} » n’est pas un code typé valide (attendu ${allowed.map((p) => `${p}/…`).join(', ')}${entity ? ' ou None' : ''}).`,
      ),
    );
  });
  return findings;
}

/** Check ISIN_CHECK_DIGIT: every `ISIN/…` code passes the ISIN check (§4.1). */
export function checkIsinCodes(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  const valid = remembered(isValidIsin);
  forEachIdentifierCell(tables, ({ table, rowIndex, column, text }) => {
    if (!text?.startsWith('ISIN/')) return;
    const isin = text.slice(5);
    if (valid(isin)) return;
    findings.push(
      finding(
        'ISIN_CHECK_DIGIT',
        table,
        rowIndex,
        column,
        text,
        `${table.code}, ${rowLabel(rowIndex)}, ${column} : ${safeProblem(isin, 'ISIN')} (« ${isin} »).`,
      ),
    );
  });
  return findings;
}

/** Check LEI_CHECK_DIGIT: every `LEI/…` code passes the LEI check (§4.2). */
export function checkLeiCodes(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  const valid = remembered(isValidLei);
  forEachIdentifierCell(tables, ({ table, rowIndex, column, text }) => {
    if (!text?.startsWith('LEI/')) return;
    const lei = text.slice(4);
    if (valid(lei)) return;
    findings.push(
      finding(
        'LEI_CHECK_DIGIT',
        table,
        rowIndex,
        column,
        text,
        `${table.code}, ${rowLabel(rowIndex)}, ${column} : ${safeProblem(lei, 'LEI')} (« ${lei} »).`,
      ),
    );
  });
  return findings;
}

/** The domain's French reason; its check digit helpers throw on other characters. */
function safeProblem(code: string, kind: 'ISIN' | 'LEI'): string {
  try {
    return identifierProblem(code, kind) ?? `Code ${kind} invalide`;
  } catch {
    return `Code ${kind} invalide : caractères autres que A-Z et 0-9`;
  }
}

/**
 * Check CIC_CODE: the CIC is valid (§1.1-1.3); S.06.02 holds categories 0-9 and S.08.01
 * A-F (§1.1 routing); an undertaking's own code (`CAU/…`, not CAU/ISIN or CAU/INDEX)
 * goes with a CIC of XL or XT (EIOPA BV780).
 */
export function checkCicCodes(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    const kind = kindOf(table.code);
    const column = kind === 'S.06.02.02' ? 'C0290' : kind === 'S.08.01.02' ? 'C0380' : undefined;
    if (!column) continue;
    table.rows.forEach((row, rowIndex) => {
      const cic = textOf(row, column);
      if (cic === null) return;
      const at = `${table.code}, ${rowLabel(rowIndex)}, ${column}`;
      const fail = (message: string) =>
        findings.push(finding('CIC_CODE', table, rowIndex, column, cic, `${at} : ${message}`));
      const parsed = parseCic(cic);
      if (!parsed.ok) return fail(`${parsed.message}.`);
      const derivative = 'ABCDEF'.includes(parsed.value.category);
      if (kind === 'S.06.02.02' && derivative)
        return fail(`le CIC ${cic} est celui d’un dérivé, déclaré dans S.08.01 et non S.06.02.`);
      if (kind === 'S.08.01.02' && !derivative)
        return fail(`le CIC ${cic} n’est pas celui d’un dérivé (catégories A à F attendues).`);
      const id = textOf(row, 'C0040') ?? '';
      const ownCode =
        id.startsWith('CAU/') && !id.startsWith('CAU/ISIN/') && !id.startsWith('CAU/INDEX/');
      if (ownCode && parsed.value.prefix !== 'XL' && parsed.value.prefix !== 'XT')
        return fail(
          `un actif identifié par un code propre (${id}) doit avoir un CIC commençant par XL ou XT, et non ${cic}.`,
        );
      return undefined;
    });
  }
  return findings;
}

/** Check CURRENCY_CODE: ISO 4217 codes in force (§6: a QRT wants ISO, no TPT market code). */
export function checkCurrencyCodes(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    const kind = kindOf(table.code);
    const column = kind === 'S.06.02.02' ? 'C0280' : kind === 'S.08.01.02' ? 'C0370' : undefined;
    if (!column) continue;
    table.rows.forEach((row, rowIndex) => {
      const currency = textOf(row, column);
      if (currency === null || isIsoCurrency(currency)) return;
      findings.push(
        finding(
          'CURRENCY_CODE',
          table,
          rowIndex,
          column,
          currency,
          `${table.code}, ${rowLabel(rowIndex)}, ${column} : « ${currency} » n’est pas un code de devise ISO 4217 en vigueur.`,
        ),
      );
    });
  }
  return findings;
}

/**
 * Check COUNTRY_CODE: issuer countries ISO 3166-1, XA or EU (§7.1); S.06.03 also AA
 * (aggregated countries, §3.3); EC0271 a country of residence, ISO only.
 */
export function checkCountryCodes(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  const rules: Partial<Record<QrtTableKind, [string, (code: string) => boolean][]>> = {
    'S.06.02.02': [
      ['C0270', isValidIssuerCountry],
      ['EC0271', isKnownCountry],
    ],
    'S.06.03.01': [['C0040', (code) => code === 'AA' || isValidIssuerCountry(code)]],
  };
  for (const table of tables) {
    for (const [column, valid] of rules[kindOf(table.code) ?? 'S.09.01.01'] ?? []) {
      table.rows.forEach((row, rowIndex) => {
        const country = textOf(row, column);
        if (country === null || valid(country)) return;
        findings.push(
          finding(
            'COUNTRY_CODE',
            table,
            rowIndex,
            column,
            country,
            `${table.code}, ${rowLabel(rowIndex)}, ${column} : « ${country} » n’est pas un code pays ISO 3166-1 admis ici.`,
          ),
        );
      });
    }
  }
  return findings;
}
