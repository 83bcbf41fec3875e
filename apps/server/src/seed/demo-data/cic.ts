import { CIC_CATEGORIES, CIC_SUBCATEGORIES } from '@prisme/domain';
import type { cicCategories } from '../../db/schema';

type CicRow = typeof cicCategories.$inferInsert;

/**
 * Rows of cic_categories from the domain's CIC table (data-standards §1.2-1.3): each
 * category alone ('2') followed by its sub-categories with the category ('21').
 */
export function cicCategoryRows(): CicRow[] {
  return CIC_CATEGORIES.flatMap(({ code, labelFr, labelEn }) => [
    { code, mainCategory: code, subCategory: null, labelFr, labelEn },
    ...CIC_SUBCATEGORIES.filter((s) => s.category === code).map((s) => ({
      code: s.code,
      mainCategory: code,
      subCategory: s.code.slice(1),
      labelFr: s.labelFr,
      labelEn: s.labelEn,
    })),
  ]);
}
