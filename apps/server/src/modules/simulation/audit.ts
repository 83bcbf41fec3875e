import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { recordChange } from '../parameters/audit';
import type { SimulationPositionRow, SimulationRow } from './repository';

/**
 * The audit rows of simulations (issue 20 §6, group 'simulations'), written in the
 * change's transaction under the simulation's client. Both sides name the simulation and
 * the operation, then the position (or the cash of a currency) before and after: null on
 * the side where it does not exist (a purchase before, a removal after).
 */
export type SimulationOperation =
  'creation' | 'quantity' | 'sale' | 'removal' | 'purchase' | 'cash';

type PositionValues = Pick<
  SimulationPositionRow,
  | 'positionNo'
  | 'portfolioCode'
  | 'compartmentCode'
  | 'securityCode'
  | 'quantity'
  | 'quotationCurrency'
  | 'marketValueQc'
  | 'marketValueRc'
>;

/** What a row of the audit keeps of a position. */
export function auditedPosition(position: PositionValues) {
  return {
    positionNo: position.positionNo,
    portfolioCode: position.portfolioCode,
    compartmentCode: position.compartmentCode,
    securityCode: position.securityCode,
    quantity: position.quantity,
    quotationCurrency: position.quotationCurrency,
    marketValueQc: position.marketValueQc,
    marketValueRc: position.marketValueRc,
  };
}

export async function recordSimulationChange(
  tx: Executor,
  access: UserAccess,
  simulation: Pick<SimulationRow, 'id' | 'roleCode' | 'valuationDate'>,
  operation: SimulationOperation,
  change: { key: 'position' | 'cash' | 'content'; before: unknown; after: unknown },
): Promise<void> {
  const about = { id: simulation.id, valuationDate: simulation.valuationDate };
  await recordChange(tx, {
    access,
    roleCode: simulation.roleCode,
    group: 'simulations',
    oldValues: { simulation: about, operation, [change.key]: change.before ?? null },
    newValues: { simulation: about, operation, [change.key]: change.after ?? null },
  });
}
