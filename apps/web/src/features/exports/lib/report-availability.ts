import type { Right, UserRights } from '@prisme/domain';

/** The reports of the « Exports » panel (issue 19 §6). */
export type ReportKind = 'scr' | 'qrt' | 'xbrl' | 'actuaris' | 'assuretat' | 'lookthrough';

/** What a report is made of: the transparised lines, or the SCR computed from them too. */
type Needs = 'lookThrough' | 'scr';

export const REPORT_RULES: Record<ReportKind, { right: Right; needs: Needs }> = {
  scr: { right: 'solvency', needs: 'scr' },
  qrt: { right: 'solvency', needs: 'lookThrough' },
  xbrl: { right: 'solvency', needs: 'lookThrough' },
  actuaris: { right: 'solvency', needs: 'lookThrough' },
  assuretat: { right: 'solvency', needs: 'lookThrough' },
  lookthrough: { right: 'transparency', needs: 'lookThrough' },
};

const RIGHT_NAMES: Record<Right, string> = {
  transparency: 'Transparisation',
  simulation: 'Simulation',
  solvency: 'Solvabilité',
  esg: 'ESG',
  risk: 'Risque',
};

export const NOT_TRANSPARISED = 'Transparisez d’abord le périmètre.';
export const SCR_NOT_COMPUTED = 'Calculez d’abord le SCR du périmètre.';
export const BUSY = 'Indisponible pendant le chargement en cours.';
export const noRight = (right: Right) =>
  `Réservé aux utilisateurs ayant le droit « ${RIGHT_NAMES[right]} ».`;

/** What the panel knows of the perimeter (navigation state, spec §3-4). */
export interface ExportState {
  perimeterId: string | null;
  lookThroughLoaded: boolean;
  scrDone: boolean;
  busy: boolean;
}

/**
 * Why a report's button is greyed out (its tooltip), or null when it can be asked: the
 * right first, then what must have been computed, then a load under way (spec §2).
 */
export function unavailableReason(
  kind: ReportKind,
  rights: UserRights,
  state: ExportState,
): string | null {
  const { right, needs } = REPORT_RULES[kind];
  if (!rights[right]) return noRight(right);
  if (!state.perimeterId || !state.lookThroughLoaded) return NOT_TRANSPARISED;
  if (needs === 'scr' && !state.scrDone) return SCR_NOT_COMPUTED;
  if (state.busy) return BUSY;
  return null;
}
