import { archiveCategories, defaultArchiveCategory, type Archive } from '@prisme/domain';

export interface ArchiveTabs {
  /** The categories that hold an archive: « Officiel », « Test », then the others in French order. */
  categories: string[];
  /** Spec §4: « Officiel » if any archive has it, else the first archive's category. */
  defaultCategory: string | undefined;
}

/** The tabs of « Gestion des Sauvegardes »: one per category that holds an archive. */
export function archiveTabs(archives: readonly Archive[]): ArchiveTabs {
  const used = new Set(archives.map((archive) => archive.category));
  return {
    categories: archiveCategories([...used]).filter((category) => used.has(category)),
    defaultCategory: defaultArchiveCategory(archives),
  };
}

/**
 * The tab shown: the one the user chose while it still holds an archive (a move or a
 * delete may empty it), else the default one.
 */
export function shownCategory(tabs: ArchiveTabs, chosen: string | null): string | undefined {
  return chosen !== null && tabs.categories.includes(chosen) ? chosen : tabs.defaultCategory;
}

/** A category's archives, in the list's order (latest computation first, spec §4). */
export const archivesOf = (archives: readonly Archive[], category: string | undefined): Archive[] =>
  archives.filter((archive) => archive.category === category);
