/**
 * A count with its noun as French readers write it: digits grouped the fr-FR way
 * (« 38 874 », a narrow no-break space), the noun singular for 0 and 1 (French usage,
 * unlike English), plural above.
 */
export function frenchCount(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('fr-FR')} ${Math.abs(n) < 2 ? singular : plural}`;
}
