/**
 * The portfolios and valuation dates an inventory file names: the file replaces what is
 * stored for each. Lines of one portfolio and date usually follow each other: only a
 * change of either can name a pair not seen yet.
 */
export class ReplacedPortfolioDates {
  private readonly seen = new Set<string>();
  private readonly dates = new Set<string>();
  private fresh: { portfolioCode: string; valuationDate: string }[] = [];
  private lastPortfolio: string | undefined;
  private lastDate: string | undefined;

  get size(): number {
    return this.seen.size;
  }

  note(portfolioCode: string, valuationDate: string): void {
    if (portfolioCode === this.lastPortfolio && valuationDate === this.lastDate) return;
    this.lastPortfolio = portfolioCode;
    this.lastDate = valuationDate;
    const key = `${portfolioCode}|${valuationDate}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.dates.add(valuationDate);
    this.fresh.push({ portfolioCode, valuationDate });
  }

  /** The pairs noted since the last call. */
  takeNew(): { portfolioCode: string; valuationDate: string }[] {
    const taken = this.fresh;
    this.fresh = [];
    return taken;
  }

  valuationDates(): string[] {
    return [...this.dates].sort();
  }
}
