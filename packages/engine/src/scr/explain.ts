import type { MarketSubmodule } from '@prisme/domain';
import type { ScrResult } from './compute';
import {
  CONCENTRATION_REASONS,
  CURRENCY_REASONS,
  EQUITY_REASONS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
} from './reasons';
import type { Reason } from './reasons';
import type { ScrColumns } from './types';

export interface LineReason extends Reason {
  submodule: MarketSubmodule;
  /** Relative fall in value (loss / market value); for currency, the stress of the currency. */
  shock: number | null;
  /** Loss in the scenario that binds (0 when none). */
  loss: number;
  detail?: string;
}

export interface LineExplanation {
  id: number;
  code: string;
  marketValue: number;
  contribution: number;
  reasons: LineReason[];
}

const BUCKETS = ['≤ 5 ans', '5-10 ans', '10-15 ans', '15-20 ans', '> 20 ans'];

/** Why line i is where it is: one reason per submodule it belongs to (none: not listed). */
export function explainLine(cols: ScrColumns, result: ScrResult, i: number): LineExplanation {
  const l = result.lines;
  const mv = cols.marketValue[i]!;
  const rel = (loss: number) => (mv !== 0 ? loss / mv : null);
  const reasons: LineReason[] = [];
  const push = (
    submodule: MarketSubmodule,
    reason: Reason,
    loss: number,
    shock: number | null,
    detail?: string,
  ) =>
    reasons.push({
      submodule,
      ...reason,
      loss,
      shock,
      ...(detail === undefined ? {} : { detail }),
    });
  const ir = l.interestRateClass[i]!;
  if (ir) {
    const up = result.scenarios.interestRate.binding === 'up';
    const loss = up ? l.interestRateLossUp[i]! : l.interestRateLossDown[i]!;
    push(
      'interestRate',
      IR_REASONS[ir]!,
      loss,
      rel(loss),
      up ? 'scénario hausse' : 'scénario baisse',
    );
  }
  const eq = l.equityClass[i]!;
  if (eq) push('equity', EQUITY_REASONS[eq]!, l.equityLoss[i]!, rel(l.equityLoss[i]!));
  const pr = l.propertyClass[i]!;
  if (pr) push('property', PROPERTY_REASONS[pr]!, l.propertyLoss[i]!, rel(l.propertyLoss[i]!));
  const sp = l.spreadClass[i]!;
  if (sp)
    push(
      'spread',
      SPREAD_REASONS[sp]!,
      l.spreadLoss[i]!,
      rel(l.spreadLoss[i]!),
      `duration ${BUCKETS[l.spreadBucket[i]!]}`,
    );
  const cn = l.concentrationClass[i]!;
  const name = l.concentrationName[i]!;
  push(
    'concentration',
    CONCENTRATION_REASONS[cn]!,
    0,
    null,
    name >= 0 ? l.concentrationNameLabels[name] : undefined,
  );
  const r = cols.row ? cols.row[i]! : i;
  const ci = cols.currency[r]!;
  const code = ci >= 0 ? cols.dict.currencies[ci]! : '';
  const fx = result.scenarios.currency.find((s) => s.currency === code);
  if (fx)
    push(
      'currency',
      CURRENCY_REASONS[fx.source === 'standard' ? 1 : 2]!,
      l.currencyLoss[i]!,
      fx.stress,
      code,
    );
  else push('currency', CURRENCY_REASONS[0]!, 0, null, code);
  return {
    id: cols.id[i]!,
    code: cols.code[r]! >= 0 ? cols.dict.codes[cols.code[r]!]! : '',
    marketValue: mv,
    contribution: l.contribution[i]!,
    reasons,
  };
}
