import type { LookThroughLevelCode } from '@prisme/domain';
import { quarterEndsOf, type PaiAtDate } from '@prisme/engine';
import type { Executor } from '../../db/client';
import type { EngineRunner } from '../computation/pipeline';
import { loadLookThroughInput } from '../lookthrough/engine-input';
import type { PerimeterScope } from '../lookthrough/input-repository';
import { loadPaiSettings } from './pai-data-repository';

/**
 * The PAI impacts at the three quarter-ends before a quarter-end valuation date (Art. 6(3)
 * of Delegated Regulation (EU) 2022/1288: the annual impact is the mean of the four), each
 * on the perimeter's inventory of that date looked through as the valuation date's, with
 * the data known then. None unless every one of the three has an inventory: the statement
 * then takes the valuation date alone, and says so.
 */
export async function paiOfOtherQuarters(
  db: Executor,
  scope: PerimeterScope,
  level: LookThroughLevelCode,
  runEngines: EngineRunner,
  referenceCurrency = 'EUR',
): Promise<PaiAtDate[]> {
  const dates = quarterEndsOf(scope.valuationDate);
  if (!dates) return [];
  const inputs = [];
  for (const date of dates.slice(0, 3)) {
    const { input } = await loadLookThroughInput(
      db,
      { ...scope, valuationDate: date },
      level,
      referenceCurrency,
    );
    if (!input.positions.length) return [];
    inputs.push({ date, input });
  }
  const quarters: PaiAtDate[] = [];
  for (const { date, input } of inputs) {
    const pai = await loadPaiSettings(db, input, date);
    const outcome = await runEngines(input, { pai }, () => {});
    if (outcome.pai) quarters.push({ date, result: outcome.pai });
  }
  return quarters;
}
