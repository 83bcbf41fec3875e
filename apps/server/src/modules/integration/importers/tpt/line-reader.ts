import { identifierProblem, isValidIssuerCountry, normaliseIdentifier } from '@prisme/domain';
import type { RowReader } from '../../row-reader';
import { cicProblem, currencyProblem } from '../field-checks';
import { INDICATIVE_SCR_FIELDS, KEPT_TPT_FIELDS, TPT } from './columns';

/** Portfolio-level fields of a line (§2.2: repeated on every line of the fund). */
export interface TptPortfolio {
  fundCode: string;
  fundName: string;
  currency: string;
  netAssetValue: number;
  valuationDate: string;
  reportingDate: string;
  sharePrice: number | undefined;
  sharesOutstanding: number | undefined;
  completeScrDelivery: boolean;
  fundCic: string | undefined;
}

/** One position of the fund, amounts in currency B signed (§2.2). */
export interface TptPosition {
  instrumentCode: string;
  codeType: string;
  groupingCode: string | undefined;
  instrumentName: string;
  cic: string;
  quantity: number | undefined;
  nominal: number | undefined;
  quotationCurrency: string;
  marketValueQc: number;
  cleanValueQc: number | undefined;
  marketValuePc: number;
  cleanValuePc: number | undefined;
  weight: number;
  exposurePc: number | undefined;
  exposureWeight: number | undefined;
  couponRate: number | undefined;
  maturityDate: string | undefined;
  issuerName: string | undefined;
  issuerLei: string | undefined;
  issuerGroupName: string | undefined;
  issuerGroupLei: string | undefined;
  issuerCountry: string;
  naceCode: string | undefined;
  covered: string | undefined;
  securitisation: string | undefined;
  stateGuarantee: boolean | undefined;
  creditQualityStep: number | undefined;
  modifiedDuration: number | undefined;
  creditSensitivity: number | undefined;
  originalPortfolio: string | undefined;
  /** TPT 13: 0 not listed, 1 EEA, 2 OECD excluding EEA, 3 rest of the world. */
  economicZone: number | undefined;
  /** KEPT_TPT_FIELDS as written, by field number, as JSON text; undefined when all empty. */
  tptFields: string | undefined;
  indicativeScr: Record<string, number> | undefined;
}

export interface TptLine {
  line: number;
  portfolio: TptPortfolio;
  position: TptPosition;
}

/** §2.5: identification code types of fields 2 and 15. */
const CODE_TYPES = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '99']);
const ISIN_TYPE = '1';
/** §2.5: issuer and group code types (48, 51): 1 = LEI. */
const LEI_TYPE = '1';

/** Identifier checks remembered per kind, at most (memory bound; cleared when full). */
const REMEMBERED_CHECKS = 50_000;
const checkedIdentifiers = { ISIN: new Map<string, string | undefined>(), LEI: new Map() };

/**
 * identifierProblem, remembered: a file names the same issuers, groups and instruments on
 * many lines, and the LEI's check digits took a tenth of a TPT line's reading
 * (bench:import). A pure function of the code, so the memo is shared by every import.
 */
function problemOf(code: string, kind: 'ISIN' | 'LEI'): string | undefined {
  const memo: Map<string, string | undefined> = checkedIdentifiers[kind];
  const known = memo.get(code);
  if (known !== undefined || memo.has(code)) return known;
  const problem = identifierProblem(code, kind);
  if (memo.size >= REMEMBERED_CHECKS) memo.clear();
  memo.set(code, problem);
  return problem;
}

/** A closed-list code as text: "01" and Excel's 1 read as "1". */
const closedCode = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? String(Number(text)) : text;

/** §1.1: the fund's own CIC (field 123) is expected to start with XL. */
const fundCicProblem = (code: string) =>
  cicProblem(code) ??
  (code.startsWith('XL') ? undefined : `CIC du fonds « ${code} » : il doit commencer par XL`);

/** §2.5: a closed list of 1-9 and 99 (fields 2 and 15). */
function codeType(row: RowReader, column: string): string | undefined {
  const value = closedCode(row.text(column, true));
  if (value === undefined || CODE_TYPES.has(value)) return value;
  row.fail(column, `Type de code inconnu : « ${value} » (liste fermée : 1 à 9 ou 99)`);
  return undefined;
}

/** An instrument or fund code, checked as an ISIN (§4.1) when its type says 1. */
function identifier(row: RowReader, column: string, type: string | undefined) {
  const code = row.text(column, true);
  if (code === undefined || type !== ISIN_TYPE) return code;
  const isin = normaliseIdentifier(code);
  const problem = problemOf(isin, 'ISIN');
  if (problem) row.fail(column, problem);
  return problem ? undefined : isin;
}

/** Issuer or group code (47, 50): a valid LEI (§4.2) when its type (48, 51) says 1. */
function issuerLei(row: RowReader, column: string, typeColumn: string) {
  const code = row.text(column);
  const lei = code === undefined ? undefined : normaliseIdentifier(code);
  if (closedCode(row.text(typeColumn)) !== LEI_TYPE)
    return lei && problemOf(lei, 'LEI') === undefined ? lei : undefined;
  if (lei === undefined) {
    row.fail(column, 'Code LEI obligatoire : le type de code indique un LEI (1).');
    return undefined;
  }
  const problem = problemOf(lei, 'LEI');
  if (problem) row.fail(column, problem);
  return problem ? undefined : lei;
}

/** §2.5: credit quality step 0-6, 9 = no rating. */
function creditQualityStep(row: RowReader): number | undefined {
  const step = row.integer(TPT.creditQualityStep);
  if (step === undefined || (step >= 0 && step <= 6) || step === 9) return step;
  row.fail(TPT.creditQualityStep, `Échelon de qualité de crédit invalide : ${step} (0 à 6, ou 9)`);
  return undefined;
}

function readPortfolio(row: RowReader): Partial<TptPortfolio> {
  const fundCode = identifier(row, TPT.fundCode, codeType(row, TPT.fundCodeType));
  return {
    fundCode,
    fundName: row.text(TPT.fundName, true),
    currency: row.code(TPT.currency, true, currencyProblem),
    netAssetValue: row.decimal(TPT.netAssetValue, true, { positive: true }),
    valuationDate: row.date(TPT.valuationDate, true),
    reportingDate: row.date(TPT.reportingDate, true),
    sharePrice: row.decimal(TPT.sharePrice),
    sharesOutstanding: row.decimal(TPT.sharesOutstanding, false, { positive: true }),
    completeScrDelivery:
      row.code(TPT.completeScrDelivery, true, (flag) =>
        flag === 'Y' || flag === 'N' ? undefined : `Valeur invalide : « ${flag} » (Y ou N attendu)`,
      ) === 'Y',
    fundCic: row.code(TPT.fundCic, false, fundCicProblem),
  };
}

/** §2.3 field 13: a closed list 0-3. */
function economicZone(row: RowReader): number | undefined {
  const zone = row.integer(TPT.economicZone);
  if (zone === undefined || (zone >= 0 && zone <= 3)) return zone;
  row.fail(
    TPT.economicZone,
    `Zone économique de cotation invalide : ${zone} (0 non coté, 1 EEE, 2 OCDE hors EEE, 3 autre)`,
  );
  return undefined;
}

/** The kept fields' JSON keys, written once: `"32":`. */
const KEPT_KEYS = KEPT_TPT_FIELDS.map((field) => `${JSON.stringify(field.id)}:`);

/**
 * The kept fields as the JSON text of an object by field number, in KEPT_TPT_FIELDS order
 * (as JSON.stringify of that object writes it), built without the object: one per line.
 */
function readKeptFields(row: RowReader): string | undefined {
  let json = '';
  for (let i = 0; i < KEPT_TPT_FIELDS.length; i++) {
    const value = row.text(KEPT_TPT_FIELDS[i]!.name);
    if (value !== undefined)
      json += `${json === '' ? '{' : ','}${KEPT_KEYS[i]}${JSON.stringify(value)}`;
  }
  return json === '' ? undefined : `${json}}`;
}

function readIndicativeScr(row: RowReader): Record<string, number> | undefined {
  const scr: Record<string, number> = {};
  for (const field of INDICATIVE_SCR_FIELDS) {
    const value = row.decimal(field.name);
    if (value !== undefined) scr[field.id] = value;
  }
  return Object.keys(scr).length ? scr : undefined;
}

function readPosition(row: RowReader): Partial<TptPosition> {
  const type = codeType(row, TPT.instrumentCodeType);
  return {
    cic: row.code(TPT.cic, true, cicProblem),
    instrumentCode: identifier(row, TPT.instrumentCode, type),
    codeType: type,
    groupingCode: row.text(TPT.groupingCode),
    instrumentName: row.text(TPT.instrumentName, true),
    quantity: row.decimal(TPT.quantity),
    nominal: row.decimal(TPT.nominal),
    quotationCurrency: row.code(TPT.quotationCurrency, true, currencyProblem),
    marketValueQc: row.decimal(TPT.marketValueQc, true),
    cleanValueQc: row.decimal(TPT.cleanValueQc),
    marketValuePc: row.decimal(TPT.marketValuePc, true),
    cleanValuePc: row.decimal(TPT.cleanValuePc),
    weight: row.decimal(TPT.weight, true),
    exposurePc: row.decimal(TPT.exposurePc),
    exposureWeight: row.decimal(TPT.exposureWeight),
    couponRate: row.decimal(TPT.couponRate, false, { percentSign: 'strip' }), // §2.2: percent
    maturityDate: row.date(TPT.maturityDate), // 9999-12-31 = perpetual (§2.2)
    issuerName: row.text(TPT.issuerName),
    issuerLei: issuerLei(row, TPT.issuerCode, TPT.issuerCodeType),
    issuerGroupName: row.text(TPT.issuerGroupName),
    issuerGroupLei: issuerLei(row, TPT.issuerGroupCode, TPT.issuerGroupCodeType),
    issuerCountry: row.code(TPT.issuerCountry, true, (country) =>
      isValidIssuerCountry(country)
        ? undefined
        : `Pays de l’émetteur inconnu : « ${country} » (code ISO 3166-1, XA ou EU attendu)`,
    ),
    naceCode: row.code(TPT.naceCode, false) ?? row.code(TPT.naceCodeRev21, false),
    covered: row.code(TPT.covered, false),
    securitisation: row.text(TPT.securitisation),
    stateGuarantee: row.flag(TPT.stateGuarantee),
    creditQualityStep: creditQualityStep(row),
    modifiedDuration: row.decimal(TPT.modifiedDuration),
    creditSensitivity: row.decimal(TPT.creditSensitivity),
    originalPortfolio: row.text(TPT.originalPortfolio),
    economicZone: economicZone(row),
    tptFields: readKeptFields(row),
    indicativeScr: readIndicativeScr(row),
  };
}

/**
 * Reads and checks one TPT line (§2.2 conventions, §2.5 closed lists, §1 CIC, §4
 * identifiers, §6 currencies, §7 countries); undefined when it is faulty (reported).
 */
export function readTptLine(row: RowReader): TptLine | undefined {
  const portfolio = readPortfolio(row);
  const position = readPosition(row);
  if (row.faulty) return undefined;
  // Not faulty: every required value was read, so the partial records are whole.
  return {
    line: row.line,
    portfolio: portfolio as TptPortfolio,
    position: position as TptPosition,
  };
}
