import { parseCic } from '../data/cic';
import { CIC_SUBCATEGORIES } from '../data/cic-table';

/**
 * The CIC choices of the client-data lists that have a filter endpoint (spec §7
 * "strategic-parameters-cic-filters", "long-term-assets-cic-filters",
 * "property-leverage-filters"). A choice is a CIC subcategory (positions 3-4, e.g. '31'):
 * the list names a security, whose listing country does not change its treatment.
 */
export interface CicFilterOption {
  /** The subcategory, e.g. '31'. */
  code: string;
  /** Its French label, e.g. 'Actions ordinaires'. */
  label: string;
}

export type FilteredClientList = 'strategicParticipations' | 'longTermAssets' | 'propertyLeverages';

/**
 * Which subcategories each list accepts, chosen generously so that a pasted spreadsheet
 * is not refused for a defensible classification:
 * - strategic participations (Art. 171): equity (3x) and funds (4x), since a related
 *   undertaking may be held as a fund;
 * - long-term equity (Art. 171a): equity (3x) and the funds that may qualify (4x);
 * - property leverage (a property vehicle with its debt, Art. 84): real-estate companies
 *   (32), other equity (39), funds (4x) and property (9x).
 */
const ACCEPTED: Record<FilteredClientList, (subcategory: string) => boolean> = {
  strategicParticipations: (s) => s.startsWith('3') || s.startsWith('4'),
  longTermAssets: (s) => s.startsWith('3') || s.startsWith('4'),
  propertyLeverages: (s) => s === '32' || s === '39' || s.startsWith('4') || s.startsWith('9'),
};

export function cicFilterOptions(list: FilteredClientList): CicFilterOption[] {
  return CIC_SUBCATEGORIES.filter((s) => ACCEPTED[list](s.code)).map((s) => ({
    code: s.code,
    label: s.labelFr,
  }));
}

/**
 * The subcategory of a CIC as a list entry gives it: a subcategory ('31') or a whole CIC
 * ('FR31', 'XL31'). Undefined when it is neither.
 */
export function cicSubcategoryOf(codeCIC: string): string | undefined {
  const code = codeCIC.trim().toUpperCase();
  if (code.length === 2) return CIC_SUBCATEGORIES.some((s) => s.code === code) ? code : undefined;
  const parsed = parseCic(code);
  return parsed.ok ? parsed.value.subcategory : undefined;
}

/** Whether a list accepts a CIC (subcategory or whole code). */
export function cicAcceptedBy(list: FilteredClientList, codeCIC: string): boolean {
  const subcategory = cicSubcategoryOf(codeCIC);
  return subcategory !== undefined && ACCEPTED[list](subcategory);
}
