import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { generateLoad, type LoadOptions, type LoadResult } from './open-load';

/**
 * Fires bench:load's reads from a worker thread: in the server's own thread, the
 * generator's bookkeeping would share the event loop it measures and inflate it.
 */
export function fireLoad(options: LoadOptions): Promise<LoadResult> {
  // A thread's TypeScript entry is refused before `--import tsx` applies: the thread
  // registers tsx itself, then imports this module.
  const entry = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(entry, {
    eval: true,
    workerData: options,
    execArgv: ['--conditions=source'],
  });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

if (!isMainThread && parentPort)
  parentPort.postMessage(await generateLoad(workerData as LoadOptions));
