/**
 * The positions an inventory file has named so far, to report a second line for the same
 * portfolio, compartment, date and security. Files list a portfolio's compartment at a
 * date line after line: the previous line's group is reused when those three are the
 * same, so a line costs one set lookup, not a four-part key built and hashed
 * (bench:import).
 */
export class SeenPositions {
  private readonly groups = new Map<string, Set<string>>();
  private last:
    { portfolio: string; compartment: string; date: string; securities: Set<string> } | undefined;

  /** True, remembering the position, when it was not named before. */
  add(portfolio: string, compartment: string, date: string, security: string): boolean {
    let group = this.last;
    if (
      group?.portfolio !== portfolio ||
      group.compartment !== compartment ||
      group.date !== date
    ) {
      // A separator no code of these columns holds (codes are trimmed text).
      const key = `${portfolio}\u0000${compartment}\u0000${date}`;
      let securities = this.groups.get(key);
      if (!securities) this.groups.set(key, (securities = new Set()));
      group = this.last = { portfolio, compartment, date, securities };
    }
    if (group.securities.has(security)) return false;
    group.securities.add(security);
    return true;
  }
}
