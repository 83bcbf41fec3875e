import { frenchDate } from '@prisme/domain';
import type { ScrClientLists, ScrParameters } from '@prisme/domain';
import type { YieldCurve } from '@prisme/engine';
import type { Executor } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import { loadUserScrParameters } from '../parameters';
import { findCurveDate, findScrReference, loadCurvePoints } from './settings-repository';

/** What the SCR engine takes besides the lines, and what the result records of it. */
export interface ScrSettings {
  parameters: ScrParameters;
  clientLists: ScrClientLists;
  /** Basic risk-free curves by currency. */
  yieldCurves: Record<string, YieldCurve>;
  symmetricAdjustment: number;
  yieldCurve: { id: string; date: string | null; synthetic: boolean };
}

/**
 * The settings of a user's SCR for a client at a valuation date: the parameters and
 * client-data lists the user saved for the client (the regulatory values for any group
 * not saved, issue 7), the symmetric adjustment of the EIOPA reference in force
 * (Art. 172) and the EIOPA curves of the latest date on or before the valuation date: for
 * each currency the curve the parameters name, else that currency's first. Without a
 * reference or a curve the SCR cannot be right: the request is refused with what is
 * missing.
 */
export async function loadScrSettings(
  db: Executor,
  userId: string,
  roleCode: string,
  valuationDate: string,
): Promise<ScrSettings> {
  const { parameters, clientLists } = await loadUserScrParameters(db, userId, roleCode);
  const reference = await findScrReference(db, valuationDate);
  if (!reference) {
    throw new ApiProblem(
      'VALIDATION',
      `Aucun ajustement symétrique EIOPA n’est disponible au ${frenchDate(valuationDate)} : intégrez-le avant de calculer le SCR.`,
    );
  }
  const curveDate = await findCurveDate(db, valuationDate);
  const points = curveDate ? await loadCurvePoints(db, curveDate) : [];
  // A curve id saved empty before it was checked (parameters/service.ts) means the EIOPA
  // reference curve of the date.
  const wanted = parameters.interestRate.yieldCurveID.trim() || reference.yieldCurveId;
  const byCurrency = new Map<string, { id: string; synthetic: boolean; curve: YieldCurve }>();
  for (const point of points) {
    let entry = byCurrency.get(point.currency);
    if (entry && entry.id !== point.curveId) {
      if (point.curveId !== wanted) continue;
      entry = undefined; // the named curve replaces another of the same currency
    }
    if (!entry) {
      entry = { id: point.curveId, synthetic: false, curve: { maturities: [], rates: [] } };
      byCurrency.set(point.currency, entry);
    }
    (entry.curve.maturities as number[]).push(point.maturity);
    (entry.curve.rates as number[]).push(point.rate);
    entry.synthetic ||= point.synthetic;
  }
  const main = [...byCurrency.values()].find((c) => c.id === wanted);
  if (!main) {
    throw new ApiProblem(
      'VALIDATION',
      `La courbe de taux ${wanted} n’est pas disponible au ${frenchDate(valuationDate)} : intégrez les courbes EIOPA avant de calculer le SCR.`,
    );
  }
  return {
    parameters,
    clientLists,
    yieldCurves: Object.fromEntries([...byCurrency].map(([ccy, c]) => [ccy, c.curve])),
    symmetricAdjustment: reference.symmetricAdjustment,
    yieldCurve: { id: main.id, date: curveDate ?? null, synthetic: main.synthetic },
  };
}
