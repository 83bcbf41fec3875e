import type { Archive, ArchiveFamily } from '@prisme/domain';

/** The modules with archive reports (spec §2: each module's « Analyse » group). */
export type ReportModule = 'transparisation' | 'solvency' | 'esg' | 'risk';
export type ReportView = 'details' | 'historical' | 'comparison';

/**
 * The result family an archive needs to appear in a module's reports: every archive holds
 * a transparised perimeter, so the transparisation reports take any (spec §4 Archives).
 */
export const MODULE_FAMILY: Record<ReportModule, ArchiveFamily | undefined> = {
  transparisation: undefined,
  solvency: 'scr',
  esg: 'esg',
  risk: 'riskLiquidity',
};

/** The archives a module's reports offer, in the list's order (latest computation first). */
export function archivesOfModule(archives: readonly Archive[], module: ReportModule): Archive[] {
  const family = MODULE_FAMILY[module];
  return family ? archives.filter((archive) => archive[family]) : [...archives];
}

/** The route of a report in the main layout, e.g. /solvency/archives/comparison. */
export const reportPath = (module: ReportModule, view: ReportView) => `/${module}/archives/${view}`;

/**
 * The selection kept in the URL's search parameters, so that « Ouvrir dans un nouvel
 * onglet » opens the same archives, and leaving the page (the menu's links carry none)
 * clears them (spec §2: « leaving a details page clears the selected archives »).
 * - details: `archives=<id>,<id>`;
 * - comparison: `a=<id>&b=<id>`;
 * - historical: `category=<name>` and `fonds=<own funds>`.
 */
export interface ReportSelection {
  archives: string[];
  a: string | null;
  b: string | null;
  category: string | null;
  ownFunds: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

export function readSelection(params: URLSearchParams): ReportSelection {
  const archives = [
    ...new Set(
      (params.get('archives') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => UUID.test(id)),
    ),
  ];
  const funds = Number(params.get('fonds') ?? '');
  return {
    archives,
    a: idOrNull(params.get('a')),
    b: idOrNull(params.get('b')),
    category: params.get('category') || null,
    ownFunds: params.get('fonds') && Number.isFinite(funds) && funds > 0 ? funds : null,
  };
}

/** The search parameters with `change` applied; empty values are removed. */
export function withSelection(
  params: URLSearchParams,
  change: Partial<ReportSelection>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);
  if (change.archives !== undefined) set('archives', change.archives.join(','));
  if (change.a !== undefined) set('a', change.a);
  if (change.b !== undefined) set('b', change.b);
  if (change.category !== undefined) set('category', change.category);
  if (change.ownFunds !== undefined)
    set('fonds', change.ownFunds === null ? null : String(change.ownFunds));
  return next;
}

/** How an archive is named in the pickers and headings. */
export const archiveLabel = (archive: Pick<Archive, 'name' | 'category'>) =>
  `${archive.name} (${archive.category})`;
