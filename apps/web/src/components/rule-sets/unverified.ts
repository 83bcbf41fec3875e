import type { CertaintyMark, UnverifiedPoint } from '@prisme/domain';

/** How sure a figure is, in words (the marks of shared/reference). */
export const CERTAINTY_LABELS: Record<CertaintyMark, string> = {
  L: 'texte légal',
  Lq: 'texte légal cité par l’EIOPA',
  S: 'source secondaire',
  R: 'recalculé',
  U: 'non vérifié',
};

/** « [U] non vérifié ». */
export const certaintyText = (mark: CertaintyMark) => `[${mark}] ${CERTAINTY_LABELS[mark]}`;

/**
 * The points that matter to this result first (issue 37 §2: « concerne ce calcul »), each
 * group in the order the engine gave.
 */
export function unverifiedInOrder(points: readonly UnverifiedPoint[]): UnverifiedPoint[] {
  return [...points.filter((p) => p.affectsResult), ...points.filter((p) => !p.affectsResult)];
}

/** « 5 points non vérifiés, dont 2 concernent ce calcul. » */
export function unverifiedSummary(points: readonly UnverifiedPoint[]): string {
  const affecting = points.filter((p) => p.affectsResult).length;
  const total =
    points.length === 1 ? '1 point non vérifié' : `${points.length} points non vérifiés`;
  if (affecting === 0) return `${total} ; aucun ne concerne ce calcul.`;
  if (points.length === 1) return `${total}, qui concerne ce calcul.`;
  return `${total}, dont ${affecting} ${affecting === 1 ? 'concerne' : 'concernent'} ce calcul.`;
}
