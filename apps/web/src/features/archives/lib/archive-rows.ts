import { ARCHIVE_FAMILIES, type Archive, type ArchiveFamily } from '@prisme/domain';
import { foldText } from '../../../lib/fold-text';

/** The chips of an archive's row: what it keeps, and whether it is a simulation's. */
export const FAMILY_CHIPS: Record<ArchiveFamily, string> = {
  scr: 'SCR',
  esg: 'ESG',
  riskLiquidity: 'Liquidité',
};
export const SIMULATION_CHIP = 'Simulation';

export function archiveChips(archive: Archive): string[] {
  const chips = ARCHIVE_FAMILIES.filter((family) => archive[family]).map((f) => FAMILY_CHIPS[f]);
  return archive.simulation ? [...chips, SIMULATION_CHIP] : chips;
}

export type ArchiveSortKey = 'name' | 'displayName' | 'simulationDate' | 'valuationDate';
export type SortDirection = 'asc' | 'desc';
export interface ArchiveSort {
  key: ArchiveSortKey;
  direction: SortDirection;
}

/** As the server lists them: latest computation first (spec §4). */
export const DEFAULT_SORT: ArchiveSort = { key: 'simulationDate', direction: 'desc' };

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Sorted by a column; equal rows keep the list's order (latest computation first). */
export function sortArchives(archives: readonly Archive[], sort: ArchiveSort): Archive[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Archive, b: Archive): number => {
    switch (sort.key) {
      case 'name':
      case 'displayName':
        return collator.compare(a[sort.key], b[sort.key]);
      case 'simulationDate':
        return Date.parse(a.simulationDate) - Date.parse(b.simulationDate);
      case 'valuationDate':
        return a.valuationDate.localeCompare(b.valuationDate);
    }
  };
  return archives
    .map((archive, index) => ({ archive, index }))
    .sort((a, b) => sign * compare(a.archive, b.archive) || a.index - b.index)
    .map(({ archive }) => archive);
}

/** The rows whose name, author or portfolios hold the text, accents and case folded. */
export function filterArchives(archives: readonly Archive[], text: string): Archive[] {
  const wanted = foldText(text.trim());
  if (!wanted) return [...archives];
  return archives.filter((archive) =>
    [archive.name, archive.displayName, ...archive.portfolioNames].some((value) =>
      foldText(value).includes(wanted),
    ),
  );
}
