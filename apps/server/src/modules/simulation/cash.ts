import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import { loadFxRates } from '../lookthrough/input-repository';
import { recordSimulationChange } from './audit';
import {
  findCashAccounts,
  updateSimulationPosition,
  type SimulationKey,
  type SimulationPositionRow,
} from './repository';

/**
 * The simulation's cash accounts moved by the user (spec §4 Simulation « Trésorerie »)
 * or by a sale's proceeds (issue 40), each write with its audit row, inside the caller's
 * transaction.
 */

/** A cash account's values at a new amount: its quantity is its amount, or moves with it. */
function cashAccountAt(
  account: { quantity: number; marketValueQc: number },
  amount: number,
  amountRc: number,
) {
  return {
    quantity:
      account.quantity === account.marketValueQc || account.marketValueQc === 0
        ? amount
        : (account.quantity * amount) / account.marketValueQc,
    marketValueQc: amount,
    marketValueRc: amountRc,
    accruedInterestRc: 0,
  };
}

/**
 * A sale's proceeds (the line's value, in its currency and in euros) added to the largest
 * cash account of its portfolio in that currency, with its audit row; refused in French
 * when the portfolio holds none.
 */
export async function creditSaleToCash(
  tx: Executor,
  access: UserAccess,
  simulation: SimulationKey & { valuationDate: string },
  position: SimulationPositionRow,
) {
  const [account] = (
    await findCashAccounts(tx, simulation, position.quotationCurrency, position.portfolioCode)
  ).filter((candidate) => candidate.positionNo !== position.positionNo);
  if (!account)
    throw new ApiProblem(
      'VALIDATION',
      `Aucun compte espèces en ${position.quotationCurrency} dans le portefeuille ${position.portfolioCode} : le produit de la vente ne peut pas être crédité. Vendez sans créditer, ou ajoutez le compte à la simulation.`,
    );
  const amount = account.marketValueQc + position.marketValueQc;
  await updateSimulationPosition(
    tx,
    simulation,
    account.positionNo,
    cashAccountAt(account, amount, account.marketValueRc + position.marketValueRc),
  );
  await recordSimulationChange(tx, access, simulation, 'cash', {
    key: 'cash',
    before: {
      currency: position.quotationCurrency,
      amount: account.marketValueQc,
      accountPositionNo: account.positionNo,
    },
    after: {
      currency: position.quotationCurrency,
      amount,
      accountPositionNo: account.positionNo,
      saleOfPositionNo: position.positionNo,
    },
  });
}

/**
 * Sets a currency's cash to `amount`: the largest account takes the difference, in euros
 * at its own rate, else at the valuation date's; refused in French without an account or
 * a rate.
 */
export async function setCashAmount(
  tx: Executor,
  access: UserAccess,
  simulation: SimulationKey & { valuationDate: string },
  currency: string,
  amount: number,
) {
  const [account, ...others] = await findCashAccounts(tx, simulation, currency);
  if (!account)
    throw new ApiProblem(
      'VALIDATION',
      `Aucun compte espèces en ${currency} dans la simulation : le montant ne peut pas être fixé.`,
    );
  const target = amount - others.reduce((sum, other) => sum + other.marketValueQc, 0);
  // Euros at the account's own rate, else at the rate of the valuation date.
  const rate =
    account.marketValueQc !== 0
      ? account.marketValueRc / account.marketValueQc
      : 1 / ((await loadFxRates(tx, simulation.valuationDate))[currency] ?? Number.NaN);
  if (!Number.isFinite(rate))
    throw new ApiProblem('VALIDATION', `Aucun cours ${currency}/EUR à la date de la simulation.`);
  await updateSimulationPosition(
    tx,
    simulation,
    account.positionNo,
    cashAccountAt(account, target, target * rate),
  );
  const held = account.marketValueQc + (amount - target);
  await recordSimulationChange(tx, access, simulation, 'cash', {
    key: 'cash',
    before: { currency, amount: held, accountPositionNo: account.positionNo },
    after: { currency, amount, accountPositionNo: account.positionNo },
  });
}
