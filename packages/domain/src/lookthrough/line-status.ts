/**
 * How a look-through line came to be (Art. 84 DR and EIOPA-BoS-14/171, summarised in
 * shared/reference/solvency2-market-risk.md §8). Every line carries exactly one.
 */
export const LOOK_THROUGH_STATUSES = {
  /** A direct holding that is not a fund. */
  direct: 'Détention directe',
  /** An underlying of a fund, from its reported composition (Art. 84(1)). */
  looked_through: 'Transparisé',
  /** An underlying from the fund's target allocation (Art. 84(3), first fallback). */
  target_allocation: 'Allocation cible',
  /** An underlying from the last reported allocation, older than the age limit (Art. 84(3)). */
  last_reported: 'Dernière allocation publiée',
  /** A fund kept whole as a prudent data grouping of its CIC fund type (Art. 84(3)). */
  data_grouping: 'Regroupement de données',
  /**
   * A fund with nothing to look through it with, and whose line does not give what a data
   * grouping needs (its type, currency, a debt fund's duration): type 2 equity (168(3)).
   */
  not_looked_through: 'Non transparisé : action de type 2',
  /** A fund not expanded because the chosen look-through level stops above it. */
  level_cap: 'Niveau de transparisation atteint',
  /** The part of a fund's value its composition lines do not account for. */
  residual: 'Résiduel de composition',
  /** A fund met again inside its own look-through: the cycle is cut here. */
  cycle: 'Cycle de fonds interrompu',
  /**
   * A fund that qualified for a data grouping beyond the 20 % limit of Art. 84(3): the
   * grouping is not allowed, so its units are type 2 equity (Art. 168(3)).
   */
  grouping_limit: 'Au-delà de la limite de 20 % des regroupements : action de type 2',
} as const;

export type LookThroughStatus = keyof typeof LOOK_THROUGH_STATUSES;
export const LOOK_THROUGH_STATUS_CODES = Object.keys(LOOK_THROUGH_STATUSES) as LookThroughStatus[];

/** Statuses whose value is an underlying exposure actually seen through (or held directly). */
export const SEEN_THROUGH_STATUSES: readonly LookThroughStatus[] = ['direct', 'looked_through'];

/**
 * Art. 84(3): data groupings may cover no more than 20 % of the total value of the
 * undertaking's assets, unit-linked assets left out of the count (84(3a)). Prisme measures
 * it on the perimeter computed (its assets stand for the undertaking's).
 */
export const DATA_GROUPING_LIMIT = 0.2;

/** A fund's composition older than this (in days) is not used as its look-through. */
export const DEFAULT_MAX_COMPOSITION_AGE_DAYS = 93;

/** The deepest level the engine expands, whatever the request (issue 5). */
export const MAX_LOOK_THROUGH_DEPTH = 10;

/** Data a look-through line may lack; each missing item is flagged and counted. */
export const MISSING_DATA_ITEMS = {
  isin: 'ISIN',
  cic: 'CIC',
  rating: 'Notation',
  sector: 'Secteur',
  lei: 'LEI',
  value: 'Valeur de marché',
} as const;
export type MissingDataItem = keyof typeof MISSING_DATA_ITEMS;
