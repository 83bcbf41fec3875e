import type { CicCategoryCode } from '@prisme/domain';
import {
  addNullable,
  assetIdCode,
  categoryOf,
  ciuApproachOf,
  creditQualityStepLabel,
  currencyApplies,
  entityIdCode,
  holdsParAmount,
  infrastructureLabel,
  isDebtSecurityCategory,
  isDerivativeCategory,
  isParCategory,
  isUnitCategory,
  issuerCountryApplies,
  NOT_COLLATERAL,
  PORTFOLIO_GENERAL,
  rcPerQcOf,
  unitLinkedLabel,
  valuationMethodOf,
} from './codes';
import type { QrtInput, QrtPosition, QrtSecurity } from './inputs';
import {
  ciuResidenceOf,
  esaSectorOf,
  ESA_INSTRUMENT_OTHER,
  hasIssuer,
  participationOf,
} from './s0602-attributes';
import type { QrtColumn, QrtRow, QrtTable } from './report-model';

/**
 * S.06.02 « List of assets » (data-standards §3.2): table .01 « Information on positions
 * held », one row per asset × portfolio × unit-linked flag × collateral flag, and table
 * .02 « Information on assets », one row per asset; joined on C0040. Every direct position
 * of CIC category 0-9 (derivatives go to S.08.01), the CIU share as one line.
 *
 * Columns Prisme holds no data for are left out rather than filled with a guess, and the
 * workbook's « Lisez-moi » lists them: C0070, C0080 (ring-fenced and matching-adjustment
 * fund numbers), C0110, C0120 (custody), C0145, C0293-C0298, C0330, C0350, and the ECB
 * add-on EC0141. EC0381 (issue date) is the referential's « dateEmission », empty where
 * it holds none.
 */

export const S0602_POSITIONS = 'S.06.02.01.01';
export const S0602_ASSETS = 'S.06.02.01.02';
/** The ECB variants' codes (§3.1: prefix SE., variant 16). */
export const SE0602_POSITIONS = 'SE.06.02.16.01';
export const SE0602_ASSETS = 'SE.06.02.16.02';

export const S0602_POSITION_COLUMNS: readonly QrtColumn[] = [
  // The referential's code and its TPT 15 type, as `PREFIX/code` (§3.7): assetIdCode.
  { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
  // « General »: Prisme keeps no life / non-life / ring-fenced split of the assets.
  { code: 'C0060', label: 'Portfolio', kind: 'code', key: true },
  // The compartment: « UC » or a label naming unit-linked contracts (isUnitLinkedCompartment).
  {
    code: 'C0090',
    label: 'Asset held in unit linked and index linked contracts',
    kind: 'code',
    key: true,
  },
  // « Not collateral »: the inventories hold no pledge.
  { code: 'C0100', label: 'Asset pledged as collateral', kind: 'code', key: true },
  // Inventory « quantité » of unit-counted assets (CIC 3, 4, 0).
  { code: 'C0130', label: 'Quantity', kind: 'decimal' },
  // Inventory « quantité » of nominal-held assets (CIC 1, 2, 5, 6, 7 but 71, 8): the
  // nominal, in the quotation currency (TPT 19 « in currency A »), converted to the
  // reporting currency as every monetary column (rcPerQcOf).
  { code: 'C0140', label: 'Par amount', kind: 'monetary' },
  // From the CIC listing prefix (valuationMethodOf).
  { code: 'C0150', label: 'Valuation method', kind: 'code' },
  // Inventory « valeurComptable » (book value, clean); not for CIC 7 and 8 (§3.2).
  { code: 'C0160', label: 'Acquisition value', kind: 'monetary' },
  // Inventory « valeurMarcheReference »: dirty value in the reporting currency.
  { code: 'C0170', label: 'Total Solvency II amount', kind: 'monetary' },
  // Inventory « couponCouruReference ».
  { code: 'C0180', label: 'Accrued interest', kind: 'monetary' },
];

export const S0602_ASSET_COLUMNS: readonly QrtColumn[] = [
  { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
  // securities.name (TPT 17).
  { code: 'C0190', label: 'Item Title', kind: 'text' },
  // issuers.name (TPT 46); for a fund, its manager as the referential names it.
  { code: 'C0200', label: 'Issuer Name', kind: 'text' },
  // issuers.lei, else the issuer's code: LEI/…, SC/…, None (entityIdCode).
  { code: 'C0210', label: 'Issuer Code and Type of code', kind: 'code' },
  // securities.nace_code, NACE Rev. 2 as the 2.4.0 members write it (K6419).
  { code: 'C0230', label: 'Issuer Sector', kind: 'code' },
  // issuer_groups.name (TPT 49).
  { code: 'C0240', label: 'Issuer Group', kind: 'text' },
  // issuer_groups.lei, else the group's code (TPT 50).
  { code: 'C0250', label: 'Issuer Group Code and Type of code', kind: 'code' },
  // securities.country (TPT 52): ISO 3166-1, XA, EU; not for 71, 75, 95 nor loans to
  // natural persons (issuerCountryApplies, BV6-1).
  { code: 'C0270', label: 'Issuer Country', kind: 'code' },
  // securities.currency (ISO 4217 of the denomination); not for 75, 95 (BV237-1).
  { code: 'C0280', label: 'Currency', kind: 'code' },
  // securities.cic.
  { code: 'C0290', label: 'CIC', kind: 'code' },
  // CIUs: how the look-through treated the fund, from its lines' statuses (ciuApproachOf).
  { code: 'C0292', label: 'SCR calculation approach for CIU', kind: 'code' },
  // securities.infrastructure, the SCR's flag (infrastructureLabel).
  { code: 'C0300', label: 'Infrastructure investment', kind: 'code' },
  // CIC 3, 4: the client's strategic participations (SCR client-data lists, Art. 171).
  {
    code: 'C0310',
    label: 'Holdings in related undertakings, including participations',
    kind: 'code',
  },
  // securities.rating.
  { code: 'C0320', label: 'External rating', kind: 'code' },
  // securities.credit_quality_step (creditQualityStepLabel).
  { code: 'C0340', label: 'Credit quality step', kind: 'code' },
  // securities.modified_duration (TPT 90); interest-bearing securities and debt funds.
  { code: 'C0360', label: 'Duration', kind: 'decimal' },
  // C0170 / C0130: unit-counted assets.
  { code: 'C0370', label: 'Unit Solvency II price', kind: 'monetary' },
  // (C0170 − C0180) / C0140, clean, as a decimal (1.02 = 102 %): every asset with a par
  // amount (debt securities, deposits, loans; BV781-5).
  { code: 'C0380', label: 'Unit percentage of par amount Solvency II price', kind: 'percentage' },
  // securities.maturity_date.
  { code: 'C0390', label: 'Maturity date', kind: 'date' },
  // ECB add-ons (§3.6), only with bceColumns.
  // From the issuer's NACE code and the government flag (esaSectorOf).
  { code: 'EC0231', label: 'Issuer Sector according to ESA 2010', kind: 'code', ecb: true },
  // CIUs: the ISIN's country, else the referential's country (ciuResidenceOf).
  {
    code: 'EC0271',
    label: 'Country of residence for collective investment undertakings',
    kind: 'code',
    ecb: true,
  },
  // « Other »: the closed list's other members are German instruments (Schuldschein-
  // darlehen, Namensschuldverschreibungen, registered participation certificates) that
  // the referential does not tell apart (README, « Lisez-moi »).
  {
    code: 'EC0291',
    label: 'Instrument classification according to ESA 2010',
    kind: 'code',
    ecb: true,
  },
  // No issue date in the referential: left empty (« Lisez-moi »).
  { code: 'EC0381', label: 'Issue date', kind: 'date', ecb: true },
];

/** The template's columns, the ECB add-ons only when asked for. */
export const columnsFor = (columns: readonly QrtColumn[], ecb: boolean) =>
  columns.filter((column) => ecb || !column.ecb);

/** The S.06.02 positions: direct positions of CIC 0-9 (or of an unreadable CIC, for the checks). */
export function assetPositions(
  positions: readonly QrtPosition[],
  securities: ReadonlyMap<string, QrtSecurity>,
): QrtPosition[] {
  return positions.filter(
    (p) => !isDerivativeCategory(categoryOf(securities.get(p.securityCode)?.cic ?? null)),
  );
}

interface PositionAccumulator {
  security: QrtSecurity | undefined;
  category: CicCategoryCode | null;
  row: { C0040: string; C0060: string; C0090: string; C0100: string };
  quantity: number;
  /** The par amount in the reporting currency (null: a part could not be converted). */
  par: number | null;
  bookValue: number | null;
  bookValueMissing: boolean;
  value: number;
  accrued: number;
}

/** What S.06.02 reads beyond the positions and their securities. */
export type S0602Context = Pick<
  QrtInput,
  'baseCurrency' | 'fxUnitsPerEur' | 'ecbColumns' | 'fundStatuses' | 'participations'
>;

/**
 * Builds S.06.02.01.01 and .02 from the perimeter's direct positions. Positions of one
 * asset in several Prisme portfolios or compartments with the same key are summed: the
 * template knows assets by portfolio kind, not by the client's internal books.
 */
export function buildS0602(
  positions: readonly QrtPosition[],
  securities: ReadonlyMap<string, QrtSecurity>,
  context: S0602Context,
): [QrtTable, QrtTable] {
  const ecb = context.ecbColumns;
  const byKey = new Map<string, PositionAccumulator>();
  const assets = new Map<string, { security: QrtSecurity | undefined; held: QrtPosition[] }>();
  for (const position of assetPositions(positions, securities)) {
    const security = securities.get(position.securityCode);
    const category = categoryOf(security?.cic ?? null);
    const id = assetIdCode(position.securityCode, security?.codeType ?? null);
    const row = {
      C0040: id,
      C0060: PORTFOLIO_GENERAL,
      C0090: unitLinkedLabel(position.unitLinked),
      C0100: NOT_COLLATERAL,
    };
    const key = [row.C0040, row.C0060, row.C0090, row.C0100].join('\u0000');
    let acc = byKey.get(key);
    if (!acc) {
      acc = {
        security,
        category,
        row,
        quantity: 0,
        par: 0,
        bookValue: null,
        bookValueMissing: false,
        value: 0,
        accrued: 0,
      };
      byKey.set(key, acc);
    }
    acc.quantity += position.quantity;
    // The nominal is in the quotation currency: a JPY bond's 100,000,000 is some 610,000 €.
    const rate = rcPerQcOf(position, context.baseCurrency, context.fxUnitsPerEur);
    acc.par = acc.par === null || rate === null ? null : acc.par + position.quantity * rate;
    acc.value += position.marketValueRc;
    acc.accrued += position.accruedInterestRc;
    if (position.bookValueRc === null) acc.bookValueMissing = true;
    acc.bookValue = addNullable(acc.bookValue, position.bookValueRc);
    const asset = assets.get(id);
    if (asset) asset.held.push(position);
    else assets.set(id, { security, held: [position] });
  }

  const positionRows: QrtRow[] = [];
  const priced = new Map<
    string,
    { value: number; accrued: number; quantity: number; par: number | null }
  >();
  for (const acc of byKey.values()) {
    const { category } = acc;
    const cic = acc.security?.cic ?? null;
    const par = holdsParAmount(cic);
    positionRows.push({
      ...acc.row,
      C0130: isUnitCategory(category) ? acc.quantity : null,
      C0140: par ? acc.par : null,
      C0150: valuationMethodOf(cic),
      // Not reported for cash, deposits, mortgages and loans (§3.2); unknown when a part is.
      C0160: category === '7' || category === '8' || acc.bookValueMissing ? null : acc.bookValue,
      C0170: acc.value,
      C0180: par ? acc.accrued : null,
    });
    const id = acc.row.C0040;
    const seen = priced.get(id) ?? { value: 0, accrued: 0, quantity: 0, par: 0 };
    priced.set(id, {
      value: seen.value + acc.value,
      accrued: seen.accrued + acc.accrued,
      quantity: seen.quantity + acc.quantity,
      par: seen.par === null || acc.par === null ? null : seen.par + acc.par,
    });
  }

  // The unit prices of .02 are the asset's, over all its positions.
  const assetRows = [...assets.entries()].map(([id, { security, held }]): QrtRow => {
    const row = assetRow(id, security, ecb);
    const cic = security?.cic ?? null;
    const category = categoryOf(cic);
    const total = priced.get(id)!;
    return {
      ...row,
      C0292: category === '4' ? ciuApproachOf(context.fundStatuses[security!.code]) : null,
      C0310: participationOf(category, held, context.participations),
      C0370: isUnitCategory(category) && total.quantity !== 0 ? total.value / total.quantity : null,
      // Price in percent of par (BV781-5: every asset with a par amount has one).
      C0380:
        holdsParAmount(cic) && total.par !== null && total.par !== 0
          ? (total.value - total.accrued) / total.par
          : null,
    };
  });

  return [
    {
      code: ecb ? SE0602_POSITIONS : S0602_POSITIONS,
      title: 'List of assets — Information on positions held',
      columns: columnsFor(S0602_POSITION_COLUMNS, ecb),
      rows: positionRows,
    },
    {
      code: ecb ? SE0602_ASSETS : S0602_ASSETS,
      title: 'List of assets — Information on assets',
      columns: columnsFor(S0602_ASSET_COLUMNS, ecb),
      rows: assetRows,
    },
  ];
}

function assetRow(id: string, security: QrtSecurity | undefined, ecb: boolean): QrtRow {
  const cic = security?.cic ?? null;
  const category = categoryOf(cic);
  const debtFund = category === '4' && /^..4[23]$/.test(cic?.toUpperCase() ?? '');
  const row: Record<string, string | number | null> = {
    C0040: id,
    C0190: security?.name ?? null,
    C0200: security?.issuerName ?? null,
    C0210: entityIdCode(security?.issuerLei ?? null, security?.issuerCode ?? null),
    C0230: security?.naceCode ?? null,
    C0240: security?.issuerGroupName ?? null,
    C0250: entityIdCode(security?.issuerGroupLei ?? null, security?.issuerGroupCode ?? null),
    C0270: issuerCountryApplies(cic, hasIssuer(security)) ? (security?.country ?? null) : null,
    C0280: currencyApplies(cic) ? (security?.currency ?? null) : null,
    C0290: cic,
    C0300: infrastructureLabel(security?.infrastructure ?? null),
    C0320: security?.rating ?? null,
    C0340: isDebtSecurityCategory(category)
      ? creditQualityStepLabel(security?.creditQualityStep ?? null)
      : null,
    C0360:
      isDebtSecurityCategory(category) || debtFund ? (security?.modifiedDuration ?? null) : null,
    C0390: isParCategory(category) ? (security?.maturityDate ?? null) : null,
  };
  if (ecb) {
    row.EC0231 = security ? esaSectorOf(security) : null;
    row.EC0271 = category === '4' && security ? ciuResidenceOf(security) : null;
    row.EC0291 = ESA_INSTRUMENT_OTHER;
    row.EC0381 = security?.issueDate ?? null;
  }
  return row;
}
