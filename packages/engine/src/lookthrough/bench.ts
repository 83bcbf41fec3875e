/**
 * Benchmark of the look-through engine on a synthetic perimeter of about a million lines:
 * 2,000 direct positions, 150 of them funds of ~5,000 lines, each holding a second-level
 * fund of 1,500 lines which holds a third-level fund of 200 lines; level 3.
 * Deterministic (a seeded generator): two runs give the same lines.
 *
 *   npm run bench:lookthrough-engine -w @prisme/engine [-- --per-line-instruments]
 *
 * --per-line-instruments gives every composition line its own dictionary entry, as the
 * server's loader does (a TPT line states the instrument as the fund sees it).
 */
import { availableParallelism, loadavg } from 'node:os';
import { isinCheckDigit, leiCheckDigits } from '@prisme/domain';
import { lookThrough } from './lookthrough';
import { summariseLookThrough } from './summary';
import type {
  CompositionLineInput,
  FundCompositionInput,
  InstrumentAttributes,
  LookThroughInput,
  PositionInput,
} from './types';

const SECURITIES = 50_000;
const TOP_FUNDS = 150;
const TOP_LINES = 5_000;
const MID_FUNDS = 20;
const MID_LINES = 1_500;
const LEAF_FUNDS = 10;
const LEAF_LINES = 200;
const POSITIONS = 2_000;
const ISSUERS = 2_000;
const PER_LINE_INSTRUMENTS = process.argv.includes('--per-line-instruments');

/** Mulberry32: a small seeded generator, so the perimeter is the same on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(20241231);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SECURITY_CICS = [
  'FR11',
  'DE11',
  'FR21',
  'US21',
  'FR31',
  'DE31',
  'US31',
  'XT72',
  'XTD1',
  'DEA2',
];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'GBP'];
const RATINGS = ['AAA', 'AA', 'A', 'BBB', 'BB', null];
const NACE = ['K6419', 'C2011', 'D3511', 'J6110', 'O8411', null];

function isin(n: number, country = 'FR'): string {
  const first11 = country + String(n).padStart(9, '0');
  return first11 + isinCheckDigit(first11);
}

const issuers = Array.from({ length: ISSUERS }, (_, k) => {
  const base = `9695${String(k).padStart(14, '0')}`;
  return base + leiCheckDigits(base);
});

function attributes(code: string, cic: string, isFund: boolean): InstrumentAttributes {
  const rating = pick(RATINGS);
  return {
    code,
    codeType: '1',
    name: `Titre ${code}`,
    cic,
    currency: isFund ? 'EUR' : pick(CURRENCIES),
    issuerCode: random() < 0.9 ? pick(issuers) : null,
    issuerName: null,
    issuerGroupCode: null,
    issuerGroupName: null,
    country: pick(['FR', 'DE', 'US', 'LU']),
    naceCode: pick(NACE),
    gicsSector: null,
    rating,
    creditQualityStep: rating === null ? 9 : RATINGS.indexOf(rating),
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
    isFund,
  };
}

function composition(
  instruments: InstrumentAttributes[],
  fundCode: string,
  lineCount: number,
  nested: readonly number[],
  valuationDate: string,
): FundCompositionInput {
  const lines: CompositionLineInput[] = [];
  const weight = 1 / lineCount;
  for (let k = 0; k < lineCount; k++) {
    let instrumentIndex =
      k === 0 && nested.length > 0 ? pick(nested) : Math.floor(random() * SECURITIES);
    if (PER_LINE_INSTRUMENTS) {
      instruments.push({ ...instruments[instrumentIndex]! });
      instrumentIndex = instruments.length - 1;
    }
    lines.push({
      instrumentIndex,
      weight,
      marketValuePc: null,
      quantity: 100,
      nominal: 10_000,
      investeeFundCode: null,
    });
  }
  return { fundCode, valuationDate, basis: 'reported', netAssetValue: 1e9, currency: 'EUR', lines };
}

function buildInput(): LookThroughInput {
  const instruments: InstrumentAttributes[] = [];
  for (let s = 0; s < SECURITIES; s++)
    instruments.push(attributes(isin(s), pick(SECURITY_CICS), false));
  const fundRange = (count: number, cic: string) =>
    Array.from({ length: count }, () => {
      instruments.push(attributes(isin(instruments.length, 'LU'), cic, true));
      return instruments.length - 1;
    });
  const leaves = fundRange(LEAF_FUNDS, 'XL42');
  const mids = fundRange(MID_FUNDS, 'XL44');
  const tops = fundRange(TOP_FUNDS, 'XL41');
  const compositions: FundCompositionInput[] = [];
  const code = (i: number) => instruments[i]!.code;
  for (const f of leaves)
    compositions.push(composition(instruments, code(f), LEAF_LINES, [], '2024-12-31'));
  for (const f of mids)
    compositions.push(composition(instruments, code(f), MID_LINES, leaves, '2024-11-30'));
  for (const f of tops) {
    compositions.push(composition(instruments, code(f), TOP_LINES, mids, '2024-12-31'));
    // An older composition for each top fund: the choice must skip it.
    compositions.push(composition(instruments, code(f), 10, [], '2024-06-30'));
  }
  const positions: PositionInput[] = [];
  for (let p = 0; p < POSITIONS; p++) {
    const instrumentIndex = p < TOP_FUNDS ? tops[p]! : Math.floor(random() * SECURITIES);
    const value = Math.round(random() * 1e7) / 100;
    positions.push({
      instrumentIndex,
      portfolioCode: `PTF${p % 5}`,
      compartmentCode: 'C1',
      quantity: 1000,
      marketValueQc: value,
      quotationCurrency: 'EUR',
      marketValueRc: value,
      notional: null,
    });
  }
  return {
    instruments,
    positions,
    compositions,
    valuationDate: '2024-12-31',
    level: 3,
    referenceCurrency: 'EUR',
    fxUnitsPerEur: { USD: 1.08, GBP: 0.84 },
  };
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} Mo`;
const ms = (micros: number) => `${(micros / 1000).toFixed(0)} ms`;

let t0 = performance.now();
const input = buildInput();
const buildMs = performance.now() - t0;
const loadBefore = loadavg()[0]!;

for (let run = 1; run <= 3; run++) {
  gc?.();
  t0 = performance.now();
  let cpu = process.cpuUsage();
  const result = lookThrough(input);
  const engineCpu = process.cpuUsage(cpu);
  const engineMs = performance.now() - t0;
  const columns = process.memoryUsage().arrayBuffers;
  t0 = performance.now();
  cpu = process.cpuUsage();
  const summary = summariseLookThrough(result, input);
  const summaryCpu = process.cpuUsage(cpu);
  const summaryMs = performance.now() - t0;
  const { heldRc, exposureRc } = result.statistics;
  console.log(
    `passe ${run} : ${result.count.toLocaleString('fr-FR')} lignes ; ` +
      `transparisation ${engineMs.toFixed(0)} ms (CPU ${ms(engineCpu.user + engineCpu.system)}) ; ` +
      `synthèse ${summaryMs.toFixed(0)} ms (CPU ${ms(summaryCpu.user + summaryCpu.system)}) ; ` +
      `tableaux typés ${mb(columns)} ; écart de valeur ${Math.abs(heldRc - exposureRc).toExponential(1)} ; ` +
      `part transparisée ${(summary.lookedThroughShare * 100).toFixed(1)} %`,
  );
}
const { maxRSS } = process.resourceUsage();
console.log(
  `construction de l’entrée ${buildMs.toFixed(0)} ms ; RSS maximal ${mb(maxRSS * 1024)} ; ` +
    `tas ${mb(process.memoryUsage().heapUsed)} (l’entrée en est l’essentiel) ; ` +
    `charge machine ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} sur ${availableParallelism()} cœurs`,
);
