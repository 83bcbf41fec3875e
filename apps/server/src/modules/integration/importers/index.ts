import type { ImportKind } from '@prisme/domain';
import type { Importer } from './importer';
import { importInventory } from './inventory';

/** The importer of each file kind. */
export const IMPORTERS: Partial<Record<ImportKind, Importer>> = {
  inventory: importInventory,
};
