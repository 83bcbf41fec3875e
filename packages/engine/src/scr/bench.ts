/**
 * Benchmark of the market SCR on a deterministic synthetic perimeter, under each rule set.
 *   npm run bench:scr-engine -w @prisme/engine -- [lines] [runs]
 * Prints the time of each run per rule set, the SII-2027 overhead (issue 37: ≤ 20 %) and
 * the peak memory (resident set and V8 heap).
 */
import {
  EMPTY_CLIENT_LISTS,
  REGULATORY_DEFAULT_PARAMETERS,
  RULE_SET_IDS,
  ruleSetTables,
} from '@prisme/domain';
import type { RuleSetId } from '@prisme/domain';
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const sets = RULE_SET_IDS.map((id) => ({
  id,
  input: { ...input, tables: ruleSetTables(id) },
  times: [] as number[],
  cpu: [] as number[],
  result: computeMarketScr({ ...input, tables: ruleSetTables(id) }), // warm-up
}));
// Runs alternate between the sets, so that the machine's load weighs on both alike.
for (let k = 0; k < runs; k++)
  for (const set of sets) {
    const t = performance.now();
    const c = process.cpuUsage();
    set.result = computeMarketScr(set.input);
    const used = process.cpuUsage(c);
    set.times.push(performance.now() - t);
    set.cpu.push((used.user + used.system) / 1000);
    sample();
  }
const medians = {} as Record<RuleSetId, number>;
const cpuMedians = {} as Record<RuleSetId, number>;
for (const { id, times, cpu, result } of sets) {
  medians[id] = median(times);
  cpuMedians[id] = median(cpu);
  console.log(
    `${id} : ${times.map((t) => t.toFixed(0)).join(' / ')} ms — médiane ${medians[id].toFixed(0)} ms ; ` +
      `CPU ${cpu.map((t) => t.toFixed(0)).join(' / ')} ms`,
  );
  console.log(
    `  SCR marché ${result.globalSCRMarketResult.toFixed(2)} — ` +
      `${result.scenarios.concentration.names.length} noms concentrés, A = ${result.correlationA}, B = ${result.correlationB}`,
  );
}
const result = sets[0]!.result;
clearInterval(timer);
sample();

console.log(`Lignes : ${n.toLocaleString('fr-FR')} (génération ${generated.toFixed(0)} ms)`);
const pct = (m: Record<RuleSetId, number>) =>
  ((m['SII-2027'] / m['SII-2016'] - 1) * 100).toFixed(1);
console.log(
  `Surcoût SII-2027 / SII-2016 : ${pct(medians)} % en temps écoulé, ${pct(cpuMedians)} % en temps CPU (médianes)`,
);
console.log(
  `Mémoire : entrée ${mb(before.rss)} RSS ; pic ${mb(peakRss)} RSS, ${mb(peakHeap)} tas + tampons — ` +
    `valorisation ${result.globalMarketValuation.toFixed(2)}`,
);
