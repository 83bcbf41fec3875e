import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  sleep,
  timed,
  within,
  type CrashDatabaseKind,
  type CrashRig,
  type Kill,
  type KillWindow,
} from './harness';
import { PERIMETER } from './scale-case';
import { perimeters } from './database-readings';
import { jobAfterRestart, restartChecked } from './after-restart';

/** The server a scenario runs on, and where it notes what each kill found. */
export interface ScenarioRig {
  rig: CrashRig;
  kind: CrashDatabaseKind;
  note: (scenario: string, kill: Kill, state: string) => void;
}

/**
 * A computation of the whole case, killed; its checks; then run again. Answers the
 * perimeter of the run that follows the restart.
 */
export async function computationKilled(
  { rig, kind, note }: ScenarioRig,
  scenario: string,
  flags: { computeSCR?: boolean; computeESG?: boolean },
  /** When the kill comes: anywhere in the work, or while its results are written. */
  phase: 'anywhere' | 'storing',
): Promise<string> {
  const compute = (token: string) =>
    rig.call('analyste', 'POST', '/inventory/computation', {
      ...PERIMETER,
      ...flags,
      progressToken: token,
    });
  // The same work first, its job polled for when each stage began.
  const stages = new Map<string, number>();
  // On the embedded database a poll waits while the results' transaction holds it: the
  // last stage seen before then tells when the writing began, from below.
  let lastBeforeWriting = 0;
  const firstToken = randomUUID();
  const first = await timed(async () => {
    const sending = performance.now();
    const answer = compute(firstToken);
    let settled = false;
    void answer.finally(() => (settled = true));
    while (!settled) {
      const job = await rig.call('analyste', 'GET', `/jobs/${firstToken}`);
      if (job.ok) {
        const { stage } = (await job.json()) as { stage: string };
        const at = performance.now() - sending;
        if (!stages.has(stage)) stages.set(stage, at);
        if (stage !== 'storing' && stage !== 'done') lastBeforeWriting = at;
      }
      await sleep(40);
    }
    return answer;
  });
  const old = (await first.value.json()) as {
    perimeter: { perimeterID: string };
    lineCount: number;
  };
  expect(first.value.status, JSON.stringify(old)).toBe(200);
  expect(old.lineCount).toBeGreaterThan(0);
  const storing = stages.get('storing') ?? lastBeforeWriting;
  const window: KillWindow =
    phase === 'storing' && storing > 0
      ? { from: storing, to: first.ms, what: 'l’enregistrement des résultats et sa fin' }
      : within(first.ms);

  const token = randomUUID();
  const kill = await rig.killDuring(
    scenario,
    window,
    () => compute(token),
    async () => {
      const job = (await (await rig.call('analyste', 'GET', `/jobs/${token}`)).json()) as {
        label?: string;
        percent?: number;
        detail?: string;
      };
      return job.label
        ? `${job.label} ${job.percent} %${job.detail ? `, ${job.detail}` : ''}`
        : 'travail inconnu';
    },
  );
  const answered = kill.answered
    ? ((await kill.answered.json()) as { perimeter: { perimeterID: string } })
    : undefined;
  const state = await rig.inspect(async (db) => perimeters(db));
  // The analyste's own current perimeter: the old one or the new, whole.
  const current = state.filter((p) => p.own && !p.archived);
  if (scenario !== 'lookthrough') expect(state.filter((p) => p.archived)).toHaveLength(1);
  expect(current).toHaveLength(1);
  const kept = current[0]!;
  const committed = kept.id !== old.perimeter.perimeterID;
  expect(kept.line_count).toBe(old.lineCount);
  if (answered) expect(kept.id).toBe(answered.perimeter.perimeterID);
  if (flags.computeSCR) expect(kept.scr).toBe(true);
  if (flags.computeESG) expect(kept.esg).toBe(true);

  await restartChecked(rig, kind);
  const job = await jobAfterRestart(rig, kind, token, committed, kill.answered !== undefined);
  // The analyste's current perimeter: on PostgreSQL, the retried job's when it ran again
  // (read while the server runs: PostgreSQL admits other connections).
  const afterRestart =
    kind === 'PostgreSQL'
      ? (await rig.inspect(async (db) => perimeters(db))).find((p) => p.own && !p.archived)!
      : kept;
  expect(afterRestart.line_count).toBe(old.lineCount);
  const summary = await rig.call('analyste', 'GET', `/inventory/${afterRestart.id}/summary`);
  expect(summary.status).toBe(200);
  note(scenario, kill, `${committed ? 'nouveau périmètre' : 'ancien périmètre'}, ${job}`);

  const rerun = randomUUID();
  const again = await compute(rerun);
  const result = (await again.json()) as {
    perimeter: { perimeterID: string };
    lineCount: number;
  };
  expect(again.status, JSON.stringify(result)).toBe(200);
  expect(result.lineCount).toBe(old.lineCount);
  const done = await rig.call('analyste', 'GET', `/jobs/${rerun}`);
  expect(await done.json()).toMatchObject({ stage: 'done' });
  return result.perimeter.perimeterID;
}
