import {
  runStartSequence,
  type StartDeps,
  type StartPhase,
  type StartResult,
} from './start-sequence';

export interface StartRun {
  result: Promise<StartResult>;
  getPhase: () => StartPhase;
  subscribe: (listener: () => void) => () => void;
}

const runs = new WeakMap<StartDeps, StartRun>();

/**
 * One run per deps object: React may render or mount twice (StrictMode), but an
 * OIDC callback can be completed only once.
 */
export function startOnce(deps: StartDeps): StartRun {
  const existing = runs.get(deps);
  if (existing) return existing;
  let phase: StartPhase = 'config';
  const listeners = new Set<() => void>();
  const run: StartRun = {
    result: runStartSequence(deps, (next) => {
      phase = next;
      listeners.forEach((listener) => listener());
    }),
    getPhase: () => phase,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  runs.set(deps, run);
  return run;
}
