/**
 * Benchmark of the market SCR on a deterministic synthetic perimeter.
 *   npm run bench:scr-engine -w @prisme/engine -- [lines] [runs]
 * Prints the time of each run and the peak memory (resident set and V8 heap).
 */
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { EUR_CURVE_2024, flatCurve } from './fixtures';
import { syntheticColumns } from './synthetic';
import type { ScrInput } from './types';

const n = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.argv[3] ?? 5);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} Mo`;

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
};
const timer = setInterval(sample, 5);

const t0 = performance.now();
const lines = syntheticColumns(n, 20241231);
const generated = performance.now() - t0;
sample();
const before = process.memoryUsage();

const input: ScrInput = {
  lines,
  parameters: REGULATORY_DEFAULT_PARAMETERS,
  clientLists: {
    ...EMPTY_CLIENT_LISTS,
    strategicParticipations: [
      {
        code: 'ISIN7',
        denomination: '',
        codeCIC: '',
        qrtAdjEqMethVal: null,
        portfolioCode: '*',
        compartmentCode: '*',
      },
    ],
  },
  yieldCurves: { EUR: EUR_CURVE_2024, USD: flatCurve(0.04), GBP: flatCurve(0.035) },
  eiopa: { symmetricAdjustment: 0.015 },
};

const times: number[] = [];
const cpu: number[] = [];
let result = computeMarketScr(input);
for (let k = 0; k < runs; k++) {
  const t = performance.now();
  const c = process.cpuUsage();
  result = computeMarketScr(input);
  const used = process.cpuUsage(c);
  times.push(performance.now() - t);
  cpu.push((used.user + used.system) / 1000);
  sample();
}
clearInterval(timer);
sample();

const sorted = [...times].sort((a, b) => a - b);
console.log(`Lignes : ${n.toLocaleString('fr-FR')} (génération ${generated.toFixed(0)} ms)`);
console.log(
  `Calcul : ${times.map((t) => t.toFixed(0)).join(' / ')} ms — médiane ${sorted[sorted.length >> 1]!.toFixed(0)} ms`,
);
console.log(`Temps CPU : ${cpu.map((t) => t.toFixed(0)).join(' / ')} ms`);
console.log(
  `Mémoire : entrée ${mb(before.rss)} RSS ; pic ${mb(peakRss)} RSS, ${mb(peakHeap)} tas + tampons`,
);
console.log(
  `SCR marché ${result.globalSCRMarketResult.toFixed(2)} — valorisation ${result.globalMarketValuation.toFixed(2)} — ` +
    `${result.scenarios.concentration.names.length} noms concentrés, A = ${result.correlationA}`,
);
