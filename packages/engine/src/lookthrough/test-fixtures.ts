import { isinCheckDigit, leiCheckDigits } from '@prisme/domain';
import type { LookThroughStatus, MissingDataItem } from '@prisme/domain';
import { lookThrough } from './lookthrough';
import { missingItemsOf } from './missing-data';
import { statusOfCode } from './status';
import type {
  CompositionLineInput,
  FundCompositionInput,
  InstrumentAttributes,
  LookThroughInput,
  LookThroughResult,
  PositionInput,
} from './types';

/** A valid ISIN from its first 11 characters (the check digit is the domain's). */
export const isin = (first11: string) => first11 + isinCheckDigit(first11);
export const lei = (first18: string) => first18 + leiCheckDigits(first18);

const ISSUER = lei('969500ABCDEF123456');

/** An instrument with complete data, so that only what a test removes is missing. */
export function instrument(
  code: string,
  cic: string | null,
  extra: Partial<InstrumentAttributes> = {},
): InstrumentAttributes {
  return {
    code,
    codeType: '1',
    name: `Titre ${code}`,
    cic,
    currency: 'EUR',
    issuerCode: ISSUER,
    issuerName: 'Émetteur',
    issuerGroupCode: null,
    issuerGroupName: null,
    country: 'FR',
    naceCode: 'K6419',
    gicsSector: null,
    rating: 'A',
    creditQualityStep: 2,
    maturityDate: null,
    couponRate: null,
    modifiedDuration: null,
    creditSensitivity: null,
    isGovernment: false,
    isSupranational: false,
    isCoveredBond: false,
    securitisationType: null,
    infrastructure: null,
    listedEeaOecd: true,
    equityType: null,
    isFund: false,
    ...extra,
  };
}

/** A test perimeter built by name: instruments are referred to by their code. */
export class Book {
  readonly instruments: InstrumentAttributes[] = [];
  readonly positions: PositionInput[] = [];
  readonly compositions: FundCompositionInput[] = [];

  add(code: string, cic: string | null, extra: Partial<InstrumentAttributes> = {}): this {
    this.instruments.push(instrument(code, cic, extra));
    return this;
  }

  index(code: string): number {
    const i = this.instruments.findIndex((x) => x.code === code);
    if (i < 0) throw new Error(`Instrument ${code} absent du test`);
    return i;
  }

  hold(code: string, marketValueRc: number | null, extra: Partial<PositionInput> = {}): this {
    this.positions.push({
      instrumentIndex: this.index(code),
      portfolioCode: 'PTF1',
      compartmentCode: 'C1',
      quantity: 10,
      marketValueQc: marketValueRc,
      quotationCurrency: 'EUR',
      marketValueRc,
      ...extra,
    });
    return this;
  }

  /** lines: [code, weight, extra line fields]. */
  compose(
    fundCode: string,
    valuationDate: string,
    lines: [string, number | null, Partial<CompositionLineInput>?][],
    extra: Partial<FundCompositionInput> = {},
  ): this {
    this.compositions.push({
      fundCode,
      valuationDate,
      basis: 'reported',
      netAssetValue: null,
      currency: 'EUR',
      lines: lines.map(([code, weight, more]) => ({
        instrumentIndex: this.index(code),
        weight,
        marketValuePc: null,
        quantity: null,
        nominal: null,
        investeeFundCode: null,
        ...more,
      })),
      ...extra,
    });
    return this;
  }

  input(extra: Partial<LookThroughInput> = {}): LookThroughInput {
    return {
      instruments: this.instruments,
      positions: this.positions,
      compositions: this.compositions,
      valuationDate: '2024-12-31',
      level: 'FULL',
      referenceCurrency: 'EUR',
      fxUnitsPerEur: { USD: 1.25, GBP: 0.8 },
      ...extra,
    };
  }

  run(extra: Partial<LookThroughInput> = {}): LookThroughResult {
    return lookThrough(this.input(extra));
  }
}

export interface ReadableLine {
  code: string;
  status: LookThroughStatus;
  depth: number;
  path: string;
  rc: number;
  qc: number;
  notional: number;
  quantity: number;
  weight: number;
  missing: MissingDataItem[];
  flags: number;
  root: number;
}

/** The lines decoded, to compare with hand-computed expectations. */
export function readLines(result: LookThroughResult, input: LookThroughInput): ReadableLine[] {
  const out: ReadableLine[] = [];
  const l = result.lines;
  for (let i = 0; i < result.count; i++)
    out.push({
      code: input.instruments[l.instrument[i]!]!.code,
      status: statusOfCode(l.status[i]!),
      depth: l.depth[i]!,
      path: result.paths[l.path[i]!]!.join(' > '),
      rc: l.exposureRc[i]!,
      qc: l.exposureQc[i]!,
      notional: l.notionalRc[i]!,
      quantity: l.quantity[i]!,
      weight: l.weight[i]!,
      missing: missingItemsOf(l.missing[i]!),
      flags: l.flags[i]!,
      root: l.root[i]!,
    });
  return out;
}

/** Rounded to the micro-unit: hand-computed values compare exactly, float noise aside. */
export const round = (x: number) => Math.round(x * 1e6) / 1e6 + 0;

/** Code, status, depth, path and value of each line: the shape most rules are about. */
export function brief(result: LookThroughResult, input: LookThroughInput) {
  return readLines(result, input).map(({ code, status, depth, path, rc }) => ({
    code,
    status,
    depth,
    path,
    rc: round(rc),
  }));
}
