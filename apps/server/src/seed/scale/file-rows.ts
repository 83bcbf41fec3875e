import { FILE_COLUMNS, tptField } from '@prisme/domain';
import type { CompositionLineRow, CompositionRow } from '../demo-data/compositions';
import { zoneOf } from '../demo-data/countries';
import type { Instrument, Issuer } from '../demo-data/model';
import type { PositionRow } from '../demo-data/inventories';
import type { Cell } from './csv-writer';

/** Rows of the three file kinds, from the same shapes the demo writes to the database. */

/** TPT fields written (V7 names, data-standards §2.3). */
export const TPT_FIELD_IDS = [
  '1', '2', '3', '4', '5', '6', '7', '8', '8b', '11', '12', '13', '14', '15', '17', '18', '19',
  '21', '22', '23', '24', '25', '26', '27', '28', '30', '32', '33', '38', '39', '46', '47', '48',
  '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '90', '92', '95', '97', '98', '99',
  '100', '101', '102', '103', '104', '105', '105a', '105b', '115', '116', '117', '118', '119',
  '120', '121', '122', '123', '123a', '131', '1000',
]; // prettier-ignore

export const TPT_HEADER = TPT_FIELD_IDS.map(tptField);
export const INVENTORY_HEADER = FILE_COLUMNS.inventory.map((c) => c.name);
export const SECURITIES_HEADER = FILE_COLUMNS.securities.map((c) => c.name);

const yesNo = (flag: boolean | null | undefined) =>
  flag === null || flag === undefined ? null : flag ? 'Y' : 'N';
const ZONE = { EEA: '1', OECD: '2', OTHER: '3' } as const;

/** TPT 13: 0 not listed, else the zone of the listing country (XV: of the issuer). */
function quotationZone(cic: string, issuerCountry: string | null | undefined): string {
  const place = cic.slice(0, 2);
  if (place === 'XL' || place === 'XT') return '0';
  return ZONE[zoneOf(place === 'XV' ? (issuerCountry ?? '') : place)];
}

/** The fund's own S.06.02 line (TPT 115-123a): its management company and custodian. */
export interface FundIssuerFields {
  manager: Issuer;
  custodianCountry: string;
}

export function tptCells(
  header: CompositionRow,
  line: CompositionLineRow,
  version: string,
  { manager, custodianCountry }: FundIssuerFields,
): Cell[] {
  const scr = line.indicativeScr ?? {};
  const group = manager.group;
  const country = line.issuerCountry;
  const values: Record<string, Cell> = {
    '1': header.fundCode, '2': '1', '3': header.fundName, '4': header.currency,
    '5': header.netAssetValue, '6': header.valuationDate, '7': header.reportingDate,
    '8': header.sharePrice, '8b': header.sharesOutstanding, '11': yesNo(header.completeScrDelivery),
    '12': line.cic, '13': quotationZone(line.cic, country), '14': line.instrumentCode,
    '15': line.codeType, '17': line.instrumentName, '18': line.quantity, '19': line.nominal,
    '21': line.quotationCurrency, '22': line.marketValueQc, '23': line.cleanValueQc,
    '24': line.marketValuePc, '25': line.cleanValuePc, '26': line.weight,
    '27': exposureQc(line), '28': line.exposurePc, '30': line.exposureWeight,
    '33': line.couponRate, '39': line.maturityDate,
    '46': line.issuerName, '47': line.issuerLei, '48': line.issuerName ? (line.issuerLei ? '1' : '9') : null,
    '49': line.issuerGroupName, '50': line.issuerGroupLei,
    '51': line.issuerGroupName ? (line.issuerGroupLei ? '1' : '9') : null,
    '52': country, '53': country ? ZONE[zoneOf(country)] : null, '54': line.naceCode,
    '55': line.covered, '56': line.securitisation, '57': yesNo(line.stateGuarantee),
    '59': line.creditQualityStep, '90': line.modifiedDuration, '92': line.creditSensitivity,
    '95': line.originalPortfolio, '115': manager.row.code, '116': manager.row.lei ? '1' : '9',
    '117': manager.row.name, '118': manager.row.naceCode, '119': group.code,
    '120': group.lei ? '1' : '9', '121': group.name, '122': manager.row.country,
    '123': header.fundCic, '123a': custodianCountry, '1000': version,
    // 32, 38, 58 and 131 as the demo keeps them (compositions.ts keptTptFields).
    ...(line.tptFields ? (JSON.parse(line.tptFields) as Record<string, string>) : {}),
  }; // prettier-ignore
  return TPT_FIELD_IDS.map((id) => (id in values ? values[id] : (scr[id] ?? null)));
}

/** TPT 27: the exposure in quotation currency, at the line's own exchange rate. */
function exposureQc(line: CompositionLineRow): number | null {
  if (line.exposurePc === null || line.exposurePc === undefined) return null;
  if (!line.marketValuePc) return line.exposurePc;
  return Math.round(((line.exposurePc * line.marketValueQc) / line.marketValuePc) * 100) / 100;
}

export function inventoryCells(p: PositionRow): Cell[] {
  return [
    p.portfolioCode, p.compartmentCode, p.valuationDate, p.securityCode, p.quantity,
    p.quotationCurrency, p.marketValueQc, p.accruedInterestQc, p.marketValueRc,
    p.accruedInterestRc, p.bookValueRc, p.acquisitionDate,
  ]; // prettier-ignore
}

const oN = (flag: boolean | null | undefined) => (flag ? 'O' : 'N');

export function securityCells({ security: s, issuer }: Instrument): Cell[] {
  return [
    s.code, s.codeType, s.name, s.cic, s.currency, s.issuerCode, issuer?.row.name,
    s.issuerGroupCode, issuer?.group.name, s.country, s.naceCode, s.gicsSector, s.rating,
    s.creditQualityStep, s.maturityDate, s.couponRate, s.modifiedDuration, s.creditSensitivity,
    oN(s.isGovernment), oN(s.isSupranational), oN(s.isCoveredBond), s.securitisationType,
    s.infrastructure, oN(s.listedEeaOecd), s.equityType,
  ]; // prettier-ignore
}
