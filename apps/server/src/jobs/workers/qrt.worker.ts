import { runQrtTask, type QrtTask } from '../../modules/reporting/qrt/qrt-task';
import { yieldToRequests } from './thread-priority';

yieldToRequests();

/**
 * The QRT asset templates of a perimeter (modules/reporting/qrt/qrt-task.ts): the engine's
 * report built and checked, then its workbook or xBRL-CSV package written, off the API's
 * event loop. A null task is the pool's warm-up.
 */
export default function runQrt(task: QrtTask | null) {
  if (task === null) return null;
  return runQrtTask(task);
}
