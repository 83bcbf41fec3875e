/**
 * CIC categories whose negative lines inside a fund are what the fund owes, not what it
 * holds (issue 35 §B.9, docs/decisions/scr/0160-fund-payables.md): 7 cash and deposits (an
 * overdraft, the accrued expenses and payables managers report as « XT79 other » or « XT72 »), 8
 * loans (a borrowing). The TPT signs amounts: a liability is negative (data-standards §2.2).
 */
const OWED_WHEN_NEGATIVE = new Set(['7', '8']);

/**
 * A line of a fund's look-through that is a liability of the fund: the manager says so
 * (TPT 131 « L »), or a cash, deposit or loan line with a negative value. The SCR then
 * treats it as a liability (classify.ts KIND.liability): interest rate and currency only,
 * out of spread (Art. 176 charges bonds and loans held, not debts owed) and out of the
 * concentration base and names (Art. 182(1), 183: exposures are assets held).
 */
export function isLiabilityLike(
  statedLiability: boolean,
  cicCategory: string,
  depth: number,
  value: number,
): boolean {
  if (depth === 0) return false; // a direct holding is as the insurer's inventory states it
  return statedLiability || (value < 0 && OWED_WHEN_NEGATIVE.has(cicCategory));
}
