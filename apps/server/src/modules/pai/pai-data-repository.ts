import { sql } from 'drizzle-orm';
import { cicCategory } from '@prisme/domain';
import {
  esgSecurityKeys,
  type CountryClimateFigures,
  type InstrumentAttributes,
  type IssuerClimateFigures,
  type PaiSubjectData,
} from '@prisme/engine';
import { queryRows, type Executor } from '../../db/client';
import { keysOf, loadIssuerClimate, loadSovereignData } from '../esg/esg-data-repository';

/**
 * The PAI file's values (pai_data) the statement reads, as known at a date: for each
 * subject and metric its latest value on or before the date. A subject is an issuer's
 * key (LEI or code, answered under both as the ESG data are) or a real estate asset's
 * security code.
 */
export async function loadPaiData(
  db: Executor,
  subjectKeys: readonly string[],
  valuationDate: string,
): Promise<Map<string, PaiSubjectData>> {
  const data = new Map<string, PaiSubjectData>();
  if (!subjectKeys.length) return data;
  const rows = await queryRows<{
    key: string;
    metric: string;
    as_of: string;
    value: number;
    estimated: boolean;
  }>(
    db,
    sql`${keysOf(subjectKeys)}
      select distinct on (k.key, p.metric)
        k.key, p.metric, p.as_of::text as as_of, p.value, p.estimated
      from keyed k join pai_data p on p.subject_code = k.code and p.as_of <= ${valuationDate}
      order by k.key, p.metric, p.as_of desc`,
  );
  for (const row of rows) {
    const entry = data.get(row.key) ?? {};
    entry[row.metric as keyof PaiSubjectData] = {
      value: Number(row.value),
      estimated: row.estimated,
      asOf: row.as_of,
    };
    data.set(row.key, entry);
  }
  return data;
}

/** What the PAI data are read for: the instruments of a look-through. */
export interface PaiInstruments {
  instruments: readonly Pick<
    InstrumentAttributes,
    'code' | 'cic' | 'issuerCode' | 'country' | 'isGovernment' | 'isSupranational'
  >[];
}

const issuerKeysOf = (input: PaiInstruments) => [
  ...new Set(input.instruments.flatMap((i) => (i.issuerCode ? [i.issuerCode] : []))),
];

/** The subjects of a look-through: its issuers, and its real estate assets by code (CIC 9). */
export const paiSubjectKeys = (input: PaiInstruments): string[] => [
  ...new Set([
    ...issuerKeysOf(input),
    ...input.instruments.flatMap((i) => (i.cic && cicCategory(i.cic) === '9' ? [i.code] : [])),
  ]),
];

/** What the PAI engine reads besides the lines: the PAI data and the issuers' climate data. */
export interface PaiSettings {
  data: Map<string, PaiSubjectData>;
  climate: ReadonlyMap<string, IssuerClimateFigures>;
  /** The sovereigns' countries' emissions and GDPs: PAI 15's factor, as the ESG analysis's. */
  countries: ReadonlyMap<string, CountryClimateFigures>;
}

/**
 * The PAI settings at a date; the climate data and the countries' figures are those of
 * the ESG computation when it loaded them (the same issuers, the same date), else read
 * here.
 */
export async function loadPaiSettings(
  db: Executor,
  input: PaiInstruments,
  valuationDate: string,
  esg?: {
    climate: ReadonlyMap<string, IssuerClimateFigures>;
    countries?: ReadonlyMap<string, CountryClimateFigures> | undefined;
  },
): Promise<PaiSettings> {
  const issuers = issuerKeysOf(input);
  const climate = esg?.climate;
  const [data, loaded, sovereigns] = await Promise.all([
    loadPaiData(db, paiSubjectKeys(input), valuationDate),
    climate ? undefined : loadIssuerClimate(db, issuers, valuationDate),
    esg?.countries
      ? undefined
      : loadSovereignData(db, esgSecurityKeys(input).countries, valuationDate),
  ]);
  return {
    data,
    countries:
      esg?.countries ??
      new Map(
        (sovereigns ?? []).map((s) => [
          s.country,
          { ghgEmissions: s.ghgEmissions, gdp: s.gdp, gdpPpp: s.gdpPpp },
        ]),
      ),
    climate:
      climate ??
      new Map(
        (loaded ?? []).map((c) => [
          c.issuerKey,
          {
            scope12: c.scope12Emissions,
            scope3: c.scope3Emissions,
            revenue: c.revenue,
            evic: c.evic,
          },
        ]),
      ),
  };
}
