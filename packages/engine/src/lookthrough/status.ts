import { LOOK_THROUGH_STATUS_CODES, SEEN_THROUGH_STATUSES } from '@prisme/domain';
import type { LookThroughStatus } from '@prisme/domain';

/**
 * A line's status is stored as a small integer (its index in LOOK_THROUGH_STATUS_CODES) so
 * that a million lines fit in one Uint8Array; STATUS decodes nothing, it only names codes.
 */
export const STATUS = {
  direct: LOOK_THROUGH_STATUS_CODES.indexOf('direct'),
  looked_through: LOOK_THROUGH_STATUS_CODES.indexOf('looked_through'),
  target_allocation: LOOK_THROUGH_STATUS_CODES.indexOf('target_allocation'),
  last_reported: LOOK_THROUGH_STATUS_CODES.indexOf('last_reported'),
  data_grouping: LOOK_THROUGH_STATUS_CODES.indexOf('data_grouping'),
  not_looked_through: LOOK_THROUGH_STATUS_CODES.indexOf('not_looked_through'),
  level_cap: LOOK_THROUGH_STATUS_CODES.indexOf('level_cap'),
  residual: LOOK_THROUGH_STATUS_CODES.indexOf('residual'),
  cycle: LOOK_THROUGH_STATUS_CODES.indexOf('cycle'),
  grouping_limit: LOOK_THROUGH_STATUS_CODES.indexOf('grouping_limit'),
} as const satisfies Record<LookThroughStatus, number>;

export const STATUS_COUNT = LOOK_THROUGH_STATUS_CODES.length;

/** Codes of the statuses counted as looked through (held directly or seen through). */
export const SEEN_THROUGH_CODES: readonly number[] = SEEN_THROUGH_STATUSES.map((s) => STATUS[s]);

/** The status of a code read from `LookThroughLines.status`. */
export function statusOfCode(code: number): LookThroughStatus {
  const status = LOOK_THROUGH_STATUS_CODES[code];
  if (status === undefined)
    throw new RangeError(`Code de statut de transparisation ${code} inconnu`);
  return status;
}

/**
 * Strength of the knowledge a status gives, strongest first. A line under several funds
 * takes the weakest status met on its path: an underlying reached through a target
 * allocation stays `target_allocation` even if the fund below reported its holdings.
 * Art. 84(3) ranks the target allocation before the last reported one, hence their order.
 * The statuses after `last_reported` are terminal (the line is never expanded), so a line
 * carries at most one of them and it always wins over the inherited one.
 */
export const STATUS_STRENGTH_ORDER: readonly LookThroughStatus[] = [
  'direct',
  'looked_through',
  'target_allocation',
  'last_reported',
  'data_grouping',
  'residual',
  'level_cap',
  'cycle',
  'grouping_limit',
  'not_looked_through',
];

const RANK = new Uint8Array(STATUS_COUNT);
STATUS_STRENGTH_ORDER.forEach((status, rank) => (RANK[STATUS[status]] = rank));

/** The weaker of two status codes, per STATUS_STRENGTH_ORDER. */
export function weakerStatus(a: number, b: number): number {
  return (RANK[a] ?? 0) >= (RANK[b] ?? 0) ? a : b;
}
