import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { strFromU8, unzipSync } from 'fflate';
import {
  FundExposurePacker,
  unpackFundExposures,
  type QrtFundExposure,
  type QrtPosition,
  type QrtSecurity,
} from '@prisme/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../../../jobs/worker-pool';
import { runQrtTask, type QrtTask, type QrtTaskOutcome } from './qrt-task';

const COUNTRIES = ['FR', 'DE', 'US', 'JP', 'GB', 'IT', 'ES', 'NL', 'BE', 'CH'];
const CURRENCIES = ['EUR', 'USD', 'JPY', 'GBP', null];
const CICS = ['FR12', 'DE22', 'US31', 'XL71', null];

const fundSecurity = (code: string): QrtSecurity => ({
  code,
  codeType: '1',
  name: `Fonds ${code}`,
  cic: 'FR43',
  currency: 'EUR',
  issuerCode: null,
  issuerName: null,
  issuerLei: null,
  issuerGroupCode: null,
  issuerGroupName: null,
  issuerGroupLei: null,
  country: 'FR',
  naceCode: null,
  rating: null,
  creditQualityStep: null,
  maturityDate: null,
  couponRate: null,
  modifiedDuration: null,
  infrastructure: null,
  isGovernment: false,
  isFund: true,
});

/** A perimeter of `funds` held funds whose look-through has `groups` groups in all. */
function largeTask(
  funds: number,
  groups: number,
): Omit<QrtTask, 'output' | 'fundExposures'> & {
  exposures: QrtFundExposure[];
} {
  const codes = Array.from({ length: funds }, (_, i) => `FR${String(i).padStart(10, '0')}`);
  const exposures: QrtFundExposure[] = [];
  for (let i = 0; i < groups; i++)
    exposures.push({
      fundCode: codes[i % funds]!,
      cic: CICS[i % CICS.length]!,
      underlyingAssetCategory: i % 7 === 0 ? '3L' : null,
      country: COUNTRIES[Math.floor(i / funds) % COUNTRIES.length]!,
      currency: CURRENCIES[Math.floor(i / (funds * 10)) % CURRENCIES.length]!,
      marketValueRc: ((i * 7919) % 10_007) / 7 - 300,
    });
  const positions: QrtPosition[] = codes.map((code, i) => ({
    portfolioCode: 'P-VIE',
    compartmentCode: i % 2 ? 'UC' : 'GEN',
    unitLinked: i % 2 === 1,
    securityCode: code,
    quantity: 100,
    quotationCurrency: 'EUR',
    marketValueQc: 1_000 + i,
    marketValueRc: 1_000 + i,
    accruedInterestRc: 0,
    bookValueRc: 900,
    acquisitionDate: '2020-01-02',
  }));
  return {
    input: {
      entityId: 'Client.DEMO1',
      referenceDate: '2024-12-31',
      baseCurrency: 'EUR',
      ecbColumns: true,
      periodStart: '2024-12-30',
      securities: new Map(codes.map((code) => [code, fundSecurity(code)])),
      positions,
      fxUnitsPerEur: { USD: 1.04, JPY: 163, GBP: 0.83 },
      fundStatuses: {},
      participations: [],
      expectedTotalAssets: positions.reduce((sum, p) => sum + p.marketValueRc, 0),
      income: { opening: null, inventories: [{ date: '2024-12-31', positions }] },
    },
    exposures,
  };
}

const packed = (exposures: readonly QrtFundExposure[]) => {
  const packer = new FundExposurePacker();
  // In uneven pages, as the service packs them.
  for (let at = 0; at < exposures.length; at += 777)
    packer.add(exposures, at, Math.min(at + 777, exposures.length));
  return packer.packed();
};

const filesOf = async (path: string) =>
  Object.fromEntries(
    Object.entries(unzipSync(await readFile(path))).map(([name, bytes]) => [
      name,
      strFromU8(bytes),
    ]),
  );

describe('the QRT task', () => {
  it('packs the look-through groups in columns and gives them back as they were', () => {
    const { exposures } = largeTask(13, 5_000);
    const { packed: columns, transferList } = packed(exposures);
    expect(columns.marketValueRc).toHaveLength(5_000);
    expect(transferList).toHaveLength(2);
    expect(unpackFundExposures(columns)).toEqual(exposures);
  });

  describe('in the worker pool', () => {
    let workers: WorkerPool;
    let dir: string;
    beforeAll(async () => {
      workers = createWorkerPool(1);
      await workers.warmUp();
      dir = await mkdtemp(join(tmpdir(), 'prisme-qrt-task-'));
    }, 120_000); // loading TypeScript in a thread: slow when the machine is busy
    afterAll(async () => {
      await workers?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('leaves the event loop free and writes what the engine writes in process', async () => {
      // 150,000 look-through groups: S.06.03's rows of a large perimeter.
      const { input, exposures } = largeTask(500, 150_000);
      const inWorker = join(dir, 'worker.zip');
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const { packed: fundExposures, transferList } = packed(exposures);
      const outcome = await workers.run<QrtTaskOutcome>(
        { input, fundExposures, output: { format: 'xbrl-csv', path: inWorker } } as QrtTask,
        'qrt',
        transferList,
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      loop.disable();
      // The packing is the main thread's only part: far from the seconds of the build.
      expect(loop.max / 1e6).toBeLessThan(500);

      const inProcess = join(dir, 'process.zip');
      const expected = await runQrtTask({
        input,
        fundExposures: packed(exposures).packed,
        output: { format: 'xbrl-csv', path: inProcess },
      });
      // The same outcome, but for the phases' times.
      expect({ ...outcome, phases: Object.keys(outcome.phases) }).toEqual({
        ...expected,
        phases: Object.keys(expected.phases),
      });
      expect(await filesOf(inWorker)).toEqual(await filesOf(inProcess));
    }, 120_000);
  });
});
