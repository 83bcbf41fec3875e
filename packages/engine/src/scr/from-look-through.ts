import { LINE_FLAGS } from '../lookthrough/types';
import type { LookThroughInput, LookThroughResult } from '../lookthrough/types';
import { isoDay } from '../lookthrough/composition-choice';
import { columnsWithDictionaries } from './columns';
import { isLiabilityLike } from './liability-lines';
import {
  EQUITY_TYPE_CODES,
  INFRASTRUCTURE_CODES,
  LINE_FLAG,
  SECURITISATION_CODES,
  type ScrColumns,
  type SecuritisationType,
} from './types';

/**
 * The referential's securitisation types (apps/server schema: 'sts_senior',
 * 'sts_non_senior', 'type1', 'type2', 'resecuritisation') in the SCR's terms (Art. 178):
 * senior STS, non-senior STS, other (the former type 1 and type 2), resecuritisation.
 */
const SECURITISATION_OF: Readonly<Record<string, SecuritisationType>> = {
  sts_senior: 'senior_sts',
  senior_sts: 'senior_sts',
  sts_non_senior: 'non_senior_sts',
  non_senior_sts: 'non_senior_sts',
  type1: 'other',
  type2: 'other',
  other: 'other',
  resecuritisation: 'resecuritisation',
};

const PERPETUAL = '9999-12-31';
const DAYS_A_YEAR = 365.25;

/**
 * The SCR engine's columns of a look-through (reference §14 step 1: the SCR is computed
 * on the look-through lines, Art. 84). Each line keeps its exposure in the reference
 * currency, its instrument's attributes and its look-through status, which tells the
 * SCR how a fund kept whole is treated. Columnar throughout: no object per line.
 */
export function scrColumnsOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
): ScrColumns {
  const n = result.count;
  const { columns: c, d } = columnsWithDictionaries(n);
  const valuationDay = isoDay(input.valuationDate);
  // Per instrument once, then copied to each of its lines.
  const instruments = input.instruments.map((instrument) => ({
    code: d.codes.add(instrument.code),
    cic: d.cics.add(instrument.cic?.trim().toUpperCase()),
    currency: d.currencies.add(instrument.currency?.trim().toUpperCase()),
    issuer: d.issuers.add(instrument.issuerCode),
    group: d.groups.add(instrument.issuerGroupCode ?? instrument.issuerCode),
    country: d.countries.add(instrument.country?.trim().toUpperCase()),
    cqs:
      instrument.creditQualityStep !== null &&
      instrument.creditQualityStep >= 0 &&
      instrument.creditQualityStep <= 6
        ? Math.round(instrument.creditQualityStep)
        : -1,
    maturity:
      instrument.maturityDate && instrument.maturityDate !== PERPETUAL
        ? (isoDay(instrument.maturityDate) - valuationDay) / DAYS_A_YEAR
        : NaN,
    flags:
      (instrument.isGovernment ? LINE_FLAG.government : 0) |
      (instrument.isSupranational ? LINE_FLAG.supranational : 0) |
      (instrument.isCoveredBond ? LINE_FLAG.coveredBond : 0) |
      (instrument.listedEeaOecd ? LINE_FLAG.listedEeaOecd : 0) |
      (instrument.underlyingListedEeaOecd ? LINE_FLAG.underlyingListedEeaOecd : 0) |
      (instrument.isDefaultedOrForborne ? LINE_FLAG.defaultedOrForborne : 0),
    cicCategory: instrument.cic?.trim().toUpperCase().charAt(2) ?? '',
    statedLiability: instrument.statedLiability === true,
    securitisation: Math.max(
      0,
      SECURITISATION_CODES.indexOf(SECURITISATION_OF[instrument.securitisationType ?? ''] ?? null),
    ),
    infrastructure: Math.max(
      0,
      INFRASTRUCTURE_CODES.indexOf(
        instrument.infrastructure as (typeof INFRASTRUCTURE_CODES)[number],
      ),
    ),
    equityType: Math.max(
      0,
      EQUITY_TYPE_CODES.indexOf(instrument.equityType as (typeof EQUITY_TYPE_CODES)[number]),
    ),
    modifiedDuration: instrument.modifiedDuration ?? NaN,
    modifiedDurationToCall: instrument.modifiedDurationToCall ?? NaN,
    modifiedDurationExpected: instrument.modifiedDurationExpected ?? NaN,
    creditSensitivity: instrument.creditSensitivity ?? NaN,
    creditSensitivityExpected: instrument.creditSensitivityExpected ?? NaN,
    delta: instrument.delta ?? NaN,
  }));
  const positions = input.positions.map((p) => ({
    portfolio: d.portfolios.add(p.portfolioCode),
    compartment: d.compartments.add(p.compartmentCode),
    currency: d.currencies.add(p.quotationCurrency.trim().toUpperCase()),
  }));
  const reference = d.currencies.add(input.referenceCurrency);

  const lines = result.lines;
  for (let i = 0; i < n; i++) {
    const instrument = instruments[lines.instrument[i]!]!;
    const position = positions[lines.root[i]!]!;
    c.id[i] = i;
    c.portfolio[i] = position.portfolio;
    c.compartment[i] = position.compartment;
    c.code[i] = instrument.code;
    c.cic[i] = instrument.cic;
    // Art. 188(1): the currency of the exposure; a held line is in its quotation currency.
    c.currency[i] =
      lines.depth[i] === 0
        ? position.currency
        : instrument.currency >= 0
          ? instrument.currency
          : reference;
    c.issuer[i] = instrument.issuer;
    c.issuerGroup[i] = instrument.group;
    c.country[i] = instrument.country;
    c.marketValue[i] = lines.exposureRc[i]!;
    if (lines.flags[i]! & LINE_FLAGS.hasNotional) c.notional[i] = lines.notionalRc[i]!;
    c.cqs[i] = instrument.cqs;
    // Every duration the TPT or the referential gives (90, 91, 144): the SCR parameter
    // modifiedDurationPriority chooses among them (classify.ts chooseDurations).
    c.modifiedDuration[i] = instrument.modifiedDuration;
    c.modifiedDurationToCall[i] = instrument.modifiedDurationToCall;
    c.modifiedDurationExpected[i] = instrument.modifiedDurationExpected;
    c.creditSensitivity[i] = instrument.creditSensitivity;
    c.creditSensitivityExpected[i] = instrument.creditSensitivityExpected;
    c.delta[i] = instrument.delta;
    c.maturity[i] = instrument.maturity;
    c.flags[i] =
      instrument.flags |
      (isLiabilityLike(
        instrument.statedLiability,
        instrument.cicCategory,
        lines.depth[i]!,
        lines.exposureRc[i]!,
      )
        ? LINE_FLAG.owedByFund
        : 0);
    c.securitisation[i] = instrument.securitisation;
    c.infrastructure[i] = instrument.infrastructure;
    c.equityType[i] = instrument.equityType;
    // Both use LOOK_THROUGH_STATUS_CODES of the domain: the code carries over as it is.
    c.lookThroughStatus[i] = lines.status[i]!;
  }
  return c;
}
