import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStage } from '@prisme/domain';
import { findUserAccess } from '../../auth/user-access';
import type { ProgressRegistry } from '../../jobs/progress';
import { createWorkerPool, type WorkerPool } from '../../jobs/worker-pool';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPerimeterPurger } from '../lookthrough/perimeter-purge';
import { createPerimeterService } from '../perimeter/service';
import { computationProgress } from './computation-progress';
import { createComputationService } from './service';

interface Report {
  stage: JobStage;
  percent: number;
  detail: string | undefined;
}

const recorder = () => {
  const reports: Report[] = [];
  return {
    reports,
    report: (stage: JobStage, percent: number, detail?: string) =>
      void reports.push({ stage, percent, detail }),
  };
};

describe('the plan of a computation’s progress', () => {
  it('moves forward through every phase, each telling its figures in French', () => {
    const reporter = recorder();
    const progress = computationProgress(reporter, true);
    progress.started();
    progress.loaded('1 200 positions lues');
    progress.loaded('Niveau 1 : 3 compositions de fonds trouvées');
    progress.settingsLoaded();
    progress.fromWorker({ kind: 'lookthrough', done: 2_048, total: 40_000 });
    progress.fromWorker({ kind: 'lookthrough', done: 40_000, total: 40_000 });
    progress.fromWorker({ kind: 'summary', lines: 38_874 });
    progress.fromWorker({
      kind: 'scr',
      step: 'spread',
      rank: 5,
      steps: 8,
      ruleSet: 'SII-2016',
      beside: false,
    });
    progress.fromWorker({
      kind: 'scr',
      step: 'allocation',
      rank: 8,
      steps: 8,
      ruleSet: 'SII-2016',
      beside: false,
    });
    progress.linesStored(0, 38_874);
    progress.linesStored(20_000, 38_874);
    progress.linesStored(38_874, 38_874);
    progress.scrLinesStored(38_874, 38_874);
    progress.done(38_874);
    const { reports } = reporter;
    const percents = reports.map((r) => r.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(reports.map((r) => r.stage)).toEqual([
      'loading',
      'loading',
      'loading',
      'loading',
      'lookthrough',
      'lookthrough',
      'summarising',
      'computing',
      'computing',
      'storing',
      'storing',
      'storing',
      'storing',
      'done',
    ]);
    // fr-FR groups thousands with a narrow no-break space.
    expect(reports[4]!.detail).toBe('2\u202f048 positions transparisées sur 40\u202f000');
    expect(reports[7]!.detail).toBe('Risque de spread calculé (5/8)');
    expect(reports[10]!.detail).toBe('20\u202f000 lignes enregistrées sur 38\u202f874');
    expect(reports[10]!.percent).toBeCloseTo(35 + 40 * (20_000 / 38_874), 9);
  });

  it('with « Impact 2027 », reports the main rule set in 30–33 % and the other in 33–35 %', () => {
    const reporter = recorder();
    const progress = computationProgress(reporter, true, true);
    progress.fromWorker({
      kind: 'scr',
      step: 'allocation',
      rank: 8,
      steps: 8,
      ruleSet: 'SII-2027',
      beside: false,
    });
    progress.fromWorker({
      kind: 'scr',
      step: 'interestRate',
      rank: 2,
      steps: 8,
      ruleSet: 'SII-2016',
      beside: true,
    });
    progress.fromWorker({
      kind: 'scr',
      step: 'allocation',
      rank: 8,
      steps: 8,
      ruleSet: 'SII-2016',
      beside: true,
    });
    const { reports } = reporter;
    // 33 + 2 × 2/8 = 33.5.
    expect(reports.map((r) => r.percent)).toEqual([33, 33.5, 35]);
    expect(reports[0]!.detail).toBe('SII-2027 — SCR réparti sur les lignes (8/8)');
    expect(reports[1]!.detail).toBe('SII-2016 — Risque de taux calculé (2/8)');
  });

  it('gives the lines the whole storing band when no SCR is computed', () => {
    const reporter = recorder();
    computationProgress(reporter, false).linesStored(10, 10);
    expect(reporter.reports[0]!.percent).toBe(98);
  });
});

describe('a computation tells its progress from every phase', () => {
  let t: TestApp;
  let workers: WorkerPool;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    workers = createWorkerPool(1);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.025);
  });
  afterAll(async () => {
    await workers.close();
    await t.close();
  });

  it('reads, looks through, computes each SCR submodule and stores, never going back', async () => {
    const reporter = recorder();
    const registry: ProgressRegistry = {
      start: () => ({ ...reporter, end: () => {} }),
      read: () => undefined,
    };
    const service = createComputationService({
      db: t.db,
      perimeters: createPerimeterService(t.db),
      workers,
      progress: registry,
      purger: createPerimeterPurger(t.db, pino({ level: 'silent' })),
    });
    const access = (await findUserAccess(t.db, await t.accountIdOf('analyste')))!;
    const response = await service.compute(access, {
      ...perimeter,
      lookThroughLevel: 'FULL',
      computeSCR: true,
      progressToken: crypto.randomUUID(),
    });
    const { reports } = reporter;
    const stages = [...new Set(reports.map((r) => r.stage))];
    expect(stages).toEqual([
      'loading',
      'lookthrough',
      'summarising',
      'computing',
      'storing',
      'done',
    ]);
    const details = reports.map((r) => r.detail);
    expect(details).toContain('3 positions lues');
    expect(details).toContain('Niveau 1 : 1 composition de fonds trouvée');
    expect(details).toContain(
      `${response.lineCount} lignes enregistrées sur ${response.lineCount}`,
    );
    expect(details).toContain('Risque de concentration calculé (6/8)');
    // Worker messages arrive on their own port: they are all in before the storing.
    const firstStoring = reports.findIndex((r) => r.stage === 'storing');
    expect(reports.slice(firstStoring).every((r) => r.stage !== 'computing')).toBe(true);
    expect(reports.filter((r) => r.stage === 'computing')).toHaveLength(8);
  });
});
