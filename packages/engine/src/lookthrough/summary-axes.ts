import { BREAKDOWN_AXES, cicCategoryInfo, countryName, currencyName } from '@prisme/domain';
import type { BreakdownAxis, BreakdownItem, CicCategoryCode } from '@prisme/domain';
import type { InstrumentTable } from './instruments';
import { naceSection, NACE_SECTIONS } from './nace-sections';

/** The key of the slice of lines that lack the axis' value. */
export const UNKNOWN_KEY = '';

export const AXES = Object.keys(BREAKDOWN_AXES) as BreakdownAxis[];
const AXIS = Object.fromEntries(AXES.map((axis, i) => [axis, i])) as Record<BreakdownAxis, number>;

/** Share of a total, 0 when the total is 0 (a fully hedged perimeter has no shares). */
export function shareOf(value: number, total: number): number {
  return total === 0 ? 0 : value / total;
}

/** Largest value first; equal values by key, so the order never depends on the input's. */
export function byValueThenKey<T extends { marketValue: number }>(key: (item: T) => string) {
  return (a: T, b: T) =>
    b.marketValue - a.marketValue || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** French labels, computed once per distinct key. */
const LABELS: Record<BreakdownAxis, (key: string) => string> = {
  level: (key) => `Niveau ${key}`,
  cic: (key) => (key ? cicCategoryInfo(key as CicCategoryCode).labelFr : 'CIC absent ou invalide'),
  currency: (key) => (key ? (currencyName(key) ?? key) : 'Devise non renseignée'),
  country: (key) => (key ? (countryName(key) ?? key) : 'Pays non renseigné'),
  rating: (key) => key || 'Sans notation',
  sector: (key) => (key ? NACE_SECTIONS[key]! : 'Secteur non renseigné'),
  status: (key) => key,
};

/** The French label of a breakdown's key ('' the lines lacking the attribute). */
export const axisLabel = (axis: BreakdownAxis, key: string): string => LABELS[axis](key);

/**
 * Every slice of every breakdown, numbered in one space: a line adds its value to a
 * slice with one index into `sums` and `counts`, without a call or a string. Each
 * instrument's slices on the five instrument axes are found once (`resolve`).
 */
export class Slices {
  private readonly byAxis = AXES.map(() => new Map<string, number>());
  private readonly axisOf: number[] = [];
  private readonly keys: string[] = [];
  private readonly labels: string[] = [];
  /** Per instrument, its slice on cic, currency, country, rating and sector, side by side. */
  readonly ofInstrument: Int32Array;
  /** 1 once the instrument's slices are known; test it before calling `resolve`. */
  readonly resolved: Uint8Array;
  sums = new Float64Array(0);
  counts = new Float64Array(0);

  constructor(private readonly instruments: InstrumentTable) {
    this.ofInstrument = new Int32Array(instruments.size * 5);
    this.resolved = new Uint8Array(instruments.size);
  }

  slot(axis: BreakdownAxis, key: string, label?: string): number {
    const a = AXIS[axis];
    const known = this.byAxis[a]!.get(key);
    if (known !== undefined) return known;
    const slot = this.keys.length;
    this.byAxis[a]!.set(key, slot);
    this.axisOf.push(a);
    this.keys.push(key);
    this.labels.push(label ?? LABELS[axis](key));
    return slot;
  }

  currencySlot(code: string | null): number {
    return this.slot('currency', code?.trim() ?? UNKNOWN_KEY);
  }

  resolve(instrument: number): void {
    if (this.resolved[instrument]) return;
    this.resolved[instrument] = 1;
    const attributes = this.instruments.attributes[instrument]!;
    const at = instrument * 5;
    this.ofInstrument[at] = this.slot('cic', this.instruments.category(instrument) ?? UNKNOWN_KEY);
    this.ofInstrument[at + 1] = this.currencySlot(attributes.currency);
    const country = attributes.country?.trim().toUpperCase() ?? UNKNOWN_KEY;
    this.ofInstrument[at + 2] = this.slot('country', country);
    this.ofInstrument[at + 3] = this.slot('rating', attributes.rating?.trim() ?? UNKNOWN_KEY);
    this.ofInstrument[at + 4] = this.slot(
      'sector',
      naceSection(attributes.naceCode) ?? UNKNOWN_KEY,
    );
  }

  /** Sizes the sums once every slice is known. */
  allocate(): void {
    this.sums = new Float64Array(this.keys.length);
    this.counts = new Float64Array(this.keys.length);
  }

  /** The slices of an axis that have lines, largest value first. */
  items(axis: BreakdownAxis, total: number): BreakdownItem[] {
    const a = AXIS[axis];
    const items: BreakdownItem[] = [];
    for (let s = 0; s < this.keys.length; s++) {
      if (this.axisOf[s] !== a || this.counts[s] === 0) continue;
      const marketValue = this.sums[s]!;
      items.push({
        key: this.keys[s]!,
        label: this.labels[s]!,
        marketValue,
        share: shareOf(marketValue, total),
        lineCount: this.counts[s]!,
      });
    }
    return items.sort(byValueThenKey((item) => item.key));
  }
}
