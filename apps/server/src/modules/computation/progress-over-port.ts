import type { MessagePort } from 'node:worker_threads';
import type { PipelineProgress } from './pipeline';

/** One progress step of a computation running in another thread, as sent on its port. */
export type ProgressCall = {
  [Step in keyof PipelineProgress]: { step: Step; args: Parameters<PipelineProgress[Step]> };
}[keyof PipelineProgress];

/** The progress of a pipeline run in a job thread: each step posted to the server's thread. */
export function progressOverPort(port: MessagePort): PipelineProgress {
  const send = (call: ProgressCall) => port.postMessage(call);
  return {
    loaded: (detail) => send({ step: 'loaded', args: [detail] }),
    settingsLoaded: () => send({ step: 'settingsLoaded', args: [] }),
    fromWorker: (message) => send({ step: 'fromWorker', args: [message] }),
    linesStored: (done, total) => send({ step: 'linesStored', args: [done, total] }),
    scrLinesStored: (done, total) => send({ step: 'scrLinesStored', args: [done, total] }),
  };
}

/** Replays, in the server's thread, a step the job thread posted. */
export function applyProgressCall(progress: PipelineProgress, call: ProgressCall): void {
  (progress[call.step] as (...args: unknown[]) => void)(...call.args);
}
