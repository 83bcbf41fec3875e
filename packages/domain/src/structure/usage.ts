import { PORTFOLIO_KIND_LABELS, PORTFOLIO_KINDS, type PortfolioKind } from './api';
import type { StructureUsage } from './api';

const plural = (n: number, word: string) =>
  `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

/** What refers to an item, in French (« 12 positions, 2 calculs, 1 sauvegarde »); '' when nothing. */
export function structureUsageText(usage: StructureUsage): string {
  return [
    usage.positions > 0 && plural(usage.positions, 'position'),
    usage.computations > 0 && plural(usage.computations, 'calcul'),
    usage.archives > 0 && plural(usage.archives, 'sauvegarde'),
    usage.simulations > 0 && plural(usage.simulations, 'simulation'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** An item may be deleted only while nothing refers to it (issue 35 §A.3). */
export const isStructureInUse = (usage: StructureUsage): boolean =>
  usage.positions + usage.computations + usage.archives + usage.simulations > 0;

/** Lower case, without accents, spaces, dashes or underscores: how a file's word is matched. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const KIND_BY_WORD = new Map<string, PortfolioKind>(
  PORTFOLIO_KINDS.flatMap((kind) => [
    [folded(kind), kind],
    [folded(PORTFOLIO_KIND_LABELS[kind]), kind],
  ]),
);

/**
 * A portfolio's kind as a file writes it: the code (`unit_linked`) or the French label
 * (« Unités de compte »), whatever its case and accents; undefined when it is neither.
 */
export function portfolioKindOf(text: string): PortfolioKind | undefined {
  return KIND_BY_WORD.get(folded(text));
}
