/**
 * Currency conversion through the euro with rates quoted as units per EUR (the ECB
 * convention of the fx_rates table). A missing or unusable rate gives NaN, which the
 * caller turns into a flag and a 0: a NaN never reaches a result column.
 */
export class FxTable {
  private readonly rates = new Map<string, number>();
  /** Currencies a conversion lacked a rate for, for the warnings. */
  readonly missing = new Set<string>();

  constructor(private readonly unitsPerEur: Readonly<Record<string, number>>) {}

  /** Units of `currency` per EUR, NaN when unknown. EUR is 1 unless the table says otherwise. */
  rate(currency: string): number {
    let rate = this.rates.get(currency);
    if (rate === undefined) {
      const given = Object.hasOwn(this.unitsPerEur, currency)
        ? this.unitsPerEur[currency]
        : undefined;
      rate = typeof given === 'number' && Number.isFinite(given) && given > 0 ? given : NaN;
      if (Number.isNaN(rate) && currency === 'EUR') rate = 1;
      this.rates.set(currency, rate);
    }
    return rate;
  }

  /** Units of `to` for one unit of `from` (1 when they are the same), NaN when unknown. */
  factor(from: string, to: string): number {
    if (from === to) return 1;
    return this.rate(to) / this.rate(from);
  }

  /** Notes the currency a failed conversion lacked a rate for. */
  noteMissing(from: string, to: string): void {
    this.missing.add(Number.isNaN(this.rate(from)) ? from : to);
  }
}
