import {
  REGULATORY_DEFAULT_PARAMETERS,
  SCR_REGULATORY_TABLES,
  type FundReconciliationRow,
} from '@prisme/domain';
import { currencyLossUpAgainst } from '@prisme/engine';
import type { CurrencyExposure } from './fund-reconciliation-repository';

export type CurrencyBasis = FundReconciliationRow['currency'];

const french = new Intl.NumberFormat('fr-FR');

/**
 * How a fund's currency stresses are compared (issue 35 §B.10). The manager's fields
 * 105a-105b are the change of the fund's value when the currencies move against its
 * share-class currency, TPT 4 (data-standards §2.2), each line in its TPT 21 currency;
 * Prisme's SCR measures Art. 188 against the insurer's reference currency. When the two
 * differ (a USD class of a EUR fund held by a EUR insurer), the same lines are measured
 * against the share-class currency, as the manager does: every other currency up by the
 * standard 25 % of Art. 188(3)-(4), or its peg (Art. 188(5)), the client's own exceptions
 * left aside since the manager does not know them. Lines without a currency cannot be
 * placed, and the legs of currency derivatives (a hedged class's forwards) are not
 * revalued under the shocks by Prisme: the figures are then « non comparables », with
 * the reason.
 *
 * `againstReference` is Prisme's own figure (Σ of the SCR lines' currency loss up).
 */
export function currencyBasis(
  referenceCurrency: string,
  shareClassCurrency: string | undefined,
  exposures: readonly CurrencyExposure[],
  againstReference: number,
): CurrencyBasis & { lossUp: number } {
  const local = shareClassCurrency?.trim().toUpperCase();
  if (!local || local === referenceCurrency) {
    return {
      measuredAgainst: referenceCurrency,
      comparable: true,
      reason: null,
      againstReference,
      lossUp: againstReference,
    };
  }
  const unplaced = exposures.filter((e) => !e.currency && e.value !== 0);
  if (unplaced.length > 0) {
    const lines = unplaced.reduce((n, e) => n + e.lineCount, 0);
    return {
      measuredAgainst: local,
      comparable: false,
      reason: `Le gérant mesure le risque de change contre la devise de la part (${local}, TPT 4) ; ${french.format(lines)} ligne(s) du fonds sans devise de cotation (TPT 21) ne peuvent y être rapportées.`,
      againstReference,
      lossUp: againstReference,
    };
  }
  const derivatives = exposures.reduce((n, e) => n + e.currencyDerivativeLines, 0);
  if (derivatives > 0) {
    return {
      measuredAgainst: local,
      comparable: false,
      reason: `Le gérant mesure le risque de change contre la devise de la part (${local}, TPT 4), couverture comprise ; Prisme ne revalorise pas les ${french.format(derivatives)} dérivé(s) de change du fonds (CIC A3, B3, C3, D2, D3, E2) sous le choc.`,
      againstReference,
      lossUp: againstReference,
    };
  }
  const byCurrency = new Map<string, number>();
  for (const e of exposures) {
    byCurrency.set(e.currency!, (byCurrency.get(e.currency!) ?? 0) + e.value);
  }
  return {
    measuredAgainst: local,
    comparable: true,
    reason: null,
    againstReference,
    lossUp: currencyLossUpAgainst(
      local,
      byCurrency,
      SCR_REGULATORY_TABLES,
      REGULATORY_DEFAULT_PARAMETERS.currency.currencyStress,
    ),
  };
}
