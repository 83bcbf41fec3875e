import { ALL_CODES } from '@prisme/domain';
import { odataString } from '../../../lib/odata-query';

/** ISINs asked per request, so that the URL stays short. */
export const CODES_PER_QUERY = 100;
/** Enough lines for every position of a chunk's codes (the server's largest $top). */
export const LINES_PER_QUERY = 100_000;

export interface InPerimeterQuery extends Record<string, string | number> {
  $filter: string;
  $select: 'IsinCode';
  $top: number;
}

/** The distinct codes worth asking about: not empty, not "*". */
export function codesToCheck(codes: readonly string[]): string[] {
  const wanted = codes.map((code) => code.trim()).filter((code) => code && code !== ALL_CODES);
  return [...new Set(wanted)].sort();
}

/**
 * GET /api/inventory/{perimeterId}/odata/hierarchical_positions options that find which
 * codes the look-through holds (spec §7): `IsinCode in ('A','B',…)`, IsinCode only.
 */
export function inPerimeterQueries(
  codes: readonly string[],
  perQuery = CODES_PER_QUERY,
): InPerimeterQuery[] {
  const distinct = codesToCheck(codes);
  const queries: InPerimeterQuery[] = [];
  for (let start = 0; start < distinct.length; start += perQuery) {
    const chunk = distinct.slice(start, start + perQuery);
    queries.push({
      $filter: `IsinCode in (${chunk.map(odataString).join(',')})`,
      $select: 'IsinCode',
      $top: LINES_PER_QUERY,
    });
  }
  return queries;
}

export const IN_PERIMETER_LABELS = {
  in: 'dans le périmètre',
  out: 'hors périmètre',
  unknown: '—',
} as const;

/** The inPerimeter column: known only once the look-through answered. */
export function inPerimeterLabel(code: string, found: ReadonlySet<string> | undefined): string {
  if (!found || !code.trim() || code.trim() === ALL_CODES) return IN_PERIMETER_LABELS.unknown;
  return found.has(code.trim()) ? IN_PERIMETER_LABELS.in : IN_PERIMETER_LABELS.out;
}
