import { HIGH_IMPACT_NACE_SECTIONS, type PaiExclusion, type PaiMetric } from '@prisme/domain';
import type { PaiKind } from './types';

/**
 * The formulas of Annex I of Delegated Regulation (EU) 2022/1288 (esg-and-liquidity
 * §1.6.3), one rule per row of the statement. With V_i the current value of investment i
 * (M€), V the current value of all investments (M€, every line: ESAs Q&A JC 2022 62):
 *
 * - `sum`: Σ_i V_i · x_i, x_i = emissions_i / EVIC_i — PAI 1 (financed emissions).
 * - `all`: Σ_i V_i · x_i / V — PAI 2, 8, 9 (x = emissions or tonnes / EVIC, per M€
 *   invested), PAI 3 (x = scope 1+2+3 / revenue), PAI 15 (x = country GHG / GDP), the
 *   « share of investments » indicators 4, 7, 10, 11, 14, T2-4, T3-9 (x = 1 when the
 *   company is involved) and the weighted averages 5, 12, 13 (x = the company's share).
 * - `eligible`: Σ_i V_i · x_i over the value of the indicator's own investments — PAI 6
 *   (per high-impact NACE section: the section's investments), PAI 17 (real estate).
 * - `covered`: over the value of the lines with data — PAI 18, whose formula divides by
 *   the value of the real estate assets required to abide by the EPC and NZEB rules (the
 *   assets the data qualify).
 */
export type PaiAggregation = 'sum' | 'all' | 'eligible' | 'covered';

/**
 * The data of the subjects (issuers, real estate assets) as columns, one entry per
 * subject: each metric's value (NaN when absent) and flag, and the resolved carbon
 * figures (compute.ts resolveCarbon).
 */
export interface PaiColumns {
  metric: Record<PaiMetric, { value: Float64Array; estimated: Uint8Array }>;
  carbon: Record<CarbonColumn, Float64Array> & Record<`${CarbonScope}Estimated`, Uint8Array>;
  /** A sovereign's country GHG intensity from the sovereign data (countryGhgIntensity), NaN when unknown. */
  countryIntensity: Float64Array;
}
type CarbonScope = 'scope1' | 'scope2' | 'scope12' | 'scope3';
export type CarbonColumn = CarbonScope | 'evic' | 'revenue';

/** A rule's answer for one subject: its factor and whether it is estimated, or why not. */
export interface Term {
  x: number;
  estimated: boolean;
  reason: PaiExclusion;
}

/** Reads one subject (its index in the columns): true with `out` set, or false and the reason. */
export type TermOf = (subject: number, out: Term) => boolean;

export interface PaiRule {
  applies: PaiKind;
  /** Indicator 6: the NACE section the row is about. */
  section?: string;
  over: PaiAggregation;
  /** The rule's reader over the subjects' columns. */
  term: (columns: PaiColumns) => TermOf;
}

const datum =
  (metric: PaiMetric) =>
  ({ metric: columns }: PaiColumns): TermOf => {
    const { value, estimated } = columns[metric];
    return (j, out) => {
      const x = value[j]!;
      if (Number.isNaN(x)) {
        out.reason = 'noData';
        return false;
      }
      out.x = x;
      out.estimated = estimated[j] === 1;
      return true;
    };
  };

type Scope = 'scope1' | 'scope2' | 'scope3' | 'scope123';

/** An issuer's scope over its EVIC (PCAF attribution, §1.6.2), or over its revenue (PAI 3). */
const perCarbon =
  (scope: Scope, over: 'evic' | 'revenue') =>
  ({ carbon }: PaiColumns): TermOf => {
    const denominators = carbon[over];
    const emissionsOf =
      scope === 'scope123'
        ? (j: number) => carbon.scope12[j]! + carbon.scope3[j]!
        : (j: number) => carbon[scope][j]!;
    const estimatedOf =
      scope === 'scope123'
        ? (j: number) => carbon.scope12Estimated[j] === 1 || carbon.scope3Estimated[j] === 1
        : (j: number) => carbon[`${scope}Estimated`][j] === 1;
    return (j, out) => {
      const emissions = emissionsOf(j);
      if (Number.isNaN(emissions)) {
        out.reason = 'noData';
        return false;
      }
      const denominator = denominators[j]!;
      if (!(denominator > 0)) {
        out.reason = 'noDenominator';
        return false;
      }
      out.x = emissions / denominator;
      out.estimated = estimatedOf(j);
      return true;
    };
  };

/** Tonnes of a datum per EVIC (PAI 8, 9: « per million EUR invested, weighted average »). */
const datumPerEvic =
  (metric: PaiMetric) =>
  (columns: PaiColumns): TermOf => {
    const read = datum(metric)(columns);
    const evic = columns.carbon.evic;
    return (j, out) => {
      if (!read(j, out)) return false;
      if (!(evic[j]! > 0)) {
        out.reason = 'noDenominator';
        return false;
      }
      out.x /= evic[j]!;
      return true;
    };
  };

/**
 * PAI 15's factor: the country's emissions over its GDP as the ESG analysis's sovereign
 * data give them (carbon.ts countryGhgIntensity, one factor for both screens), counted
 * reported as the climate data; else the PAI data's `sovereignGhgIntensity` with its flag.
 */
const sovereignIntensity = (columns: PaiColumns): TermOf => {
  const fallback = datum('sovereignGhgIntensity')(columns);
  const { countryIntensity } = columns;
  return (j, out) => {
    const x = countryIntensity[j]!;
    if (Number.isNaN(x)) return fallback(j, out);
    out.x = x;
    out.estimated = false;
    return true;
  };
};

const company = (over: PaiAggregation, term: PaiRule['term']): PaiRule => ({
  applies: 'company',
  over,
  term,
});

/** The rule of each row of the statement (the domain's PAI_FIGURES keys). */
export const PAI_RULES: Record<string, PaiRule> = {
  '1.scope1': company('sum', perCarbon('scope1', 'evic')),
  '1.scope2': company('sum', perCarbon('scope2', 'evic')),
  '1.scope3': company('sum', perCarbon('scope3', 'evic')),
  '1.total': company('sum', perCarbon('scope123', 'evic')),
  '2': company('all', perCarbon('scope123', 'evic')),
  '3': company('all', perCarbon('scope123', 'revenue')),
  '4': company('all', datum('fossilFuelSector')),
  '5.consumption': company('all', datum('nonRenewableConsumptionShare')),
  '5.production': company('all', datum('nonRenewableProductionShare')),
  ...Object.fromEntries(
    HIGH_IMPACT_NACE_SECTIONS.map((section) => [
      `6.${section}`,
      { ...company('eligible', datum('energyConsumptionIntensity')), section },
    ]),
  ),
  '7': company('all', datum('biodiversitySensitiveAreas')),
  '8': company('all', datumPerEvic('waterEmissions')),
  '9': company('all', datumPerEvic('hazardousWaste')),
  '10': company('all', datum('ungcOecdViolations')),
  '11': company('all', datum('ungcOecdProcessLack')),
  '12': company('all', datum('genderPayGap')),
  '13': company('all', datum('boardFemaleShare')),
  '14': company('all', datum('controversialWeapons')),
  '15': { applies: 'sovereign', over: 'all', term: sovereignIntensity },
  // 16 counts countries (pai.ts): its lines' factor is the country's flag.
  '16.count': { applies: 'sovereign', over: 'sum', term: datum('socialViolations') },
  '16.share': { applies: 'sovereign', over: 'sum', term: datum('socialViolations') },
  '17': { applies: 'realEstate', over: 'eligible', term: datum('realEstateFossilFuel') },
  '18': { applies: 'realEstate', over: 'covered', term: datum('realEstateEnergyInefficient') },
  'T2-4': company('all', datum('noCarbonReductionInitiative')),
  'T3-9': company('all', datum('noHumanRightsPolicy')),
};

/** Indicator 16: a count of countries, not a sum of values. */
export const COUNTRY_FIGURES = new Set(['16.count', '16.share']);
