import type { PaiExclusion, PaiMetric } from '@prisme/domain';
import type { CountryClimateFigures, IssuerClimateFigures } from '../carbon';

/** One value of the PAI data: reported by the company or estimated, and its date. */
export interface PaiDatum {
  value: number;
  estimated: boolean;
  asOf: string;
}
export type PaiSubjectData = Partial<Record<PaiMetric, PaiDatum>>;

/**
 * What a line is for the PAI statement: an investee company (indicators 1–14 and the
 * optional ones), a sovereign or supranational (15–16), a real estate asset (17–18), or
 * something no indicator reads (cash, derivatives, funds not looked through, loans).
 */
export type PaiKind = 'company' | 'sovereign' | 'realEstate' | 'other';

export interface PaiSecurity {
  code: string;
  kind: PaiKind;
  /** The issuer whose data apply (companies and sovereigns); real estate is keyed by `code`. */
  issuerKey: string | null;
  /** The NACE section letter of the issuer (indicator 6). */
  naceSection: string | null;
  /** The country of a sovereign (indicator 16 counts countries). */
  country: string | null;
}

export interface PaiInput {
  securities: readonly PaiSecurity[];
  /** The look-through lines: their security (index) and value (reference currency, €). */
  lines: { security: Int32Array; marketValue: Float64Array };
  /** Issuer key (companies, sovereigns) or security code (real estate) → its data. */
  data: ReadonlyMap<string, PaiSubjectData>;
  /** The climate data (scopes 1+2 and 3, EVIC, revenue in M€) of the carbon metrics. */
  climate: ReadonlyMap<string, IssuerClimateFigures>;
  /**
   * Country → its emissions and GDPs, the ESG analysis's sovereign data: PAI 15's factor
   * where they know it (carbon.ts countryGhgIntensity), before the PAI data's own
   * `sovereignGhgIntensity`.
   */
  countries?: ReadonlyMap<string, CountryClimateFigures>;
}

/** The lines and value an indicator leaves out for one reason. */
export interface PaiLeftOut {
  lines: number;
  value: number;
}

/** One figure of the statement with what it rests on. */
export interface PaiFigureResult {
  key: string;
  /** In the figure's unit; shares as fractions; NaN when no line has data. */
  value: number;
  /** Σ value of the lines of the indicator's kind (companies, sovereigns, real estate). */
  eligibleValue: number;
  /** Σ value of the lines it could use. */
  coveredValue: number;
  /** coveredValue over the value of all investments (ESAs Q&A JC 2022 62: every line). */
  coverage: number;
  /** The covered value whose data are estimated, over the covered value (NaN without). */
  estimatedShare: number;
  leftOut: Record<PaiExclusion, PaiLeftOut>;
}

export interface PaiResult {
  /** « Current value of all investments » (€): every line, cash and uncovered included. */
  allInvestments: number;
  lineCount: number;
  figures: Record<string, PaiFigureResult>;
}

/** A security's share of a figure, for the drill-down. */
export interface PaiLine {
  security: number;
  value: number;
  lines: number;
  /** The datum the value is multiplied by (emissions / EVIC, a share, a flag…), or null. */
  factor: number | null;
  /** Its part of the figure, in the figure's unit. */
  contribution: number;
  estimated: boolean;
  /** 'covered', or why it is left out. */
  status: 'covered' | PaiExclusion;
}
