/** The page sizes offered; a grid's own page size is always among them (AG Grid warning #94). */
const PAGE_SIZES = [20, 50, 100];

export function pageSizeChoices(pageSize: number): number[] {
  return [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
}
