import { z } from 'zod';

/**
 * The Solvency II rule sets Prisme computes the market SCR under (issue 37):
 * - `SII-2016`: Delegated Regulation (EU) 2015/35 as amended up to 2020/442 — today's rules;
 * - `SII-2027`: the same as amended by Delegated Regulation (EU) 2026/269 (OJ L 2026/269 of
 *   18.2.2026), applicable from 30 January 2027
 *   (shared/reference/solvency2-2027-and-counterparty-default.md §1, [S] for the date).
 *
 * The figures of each set are data (packages/domain/src/parameters/rule-sets); this file
 * holds only what every layer names: the identifiers, their labels and the date rule.
 */
export const RULE_SET_IDS = ['SII-2016', 'SII-2027'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];
export const ruleSetIdSchema = z.enum(RULE_SET_IDS).meta({ id: 'RuleSetId' });

/** The first valuation date the 2026/269 amendments apply to [S] (note §1). */
export const SII_2027_APPLIES_FROM = '2027-01-30';

export const RULE_SET_LABELS: Record<RuleSetId, string> = {
  'SII-2016': 'Règles actuelles (DR 2015/35 consolidé jusqu’au 2020/442)',
  'SII-2027': 'Règles 2027 (DR 2015/35 modifié par le DR 2026/269)',
};

/** Short names for columns and chips. */
export const RULE_SET_SHORT_LABELS: Record<RuleSetId, string> = {
  'SII-2016': 'SII-2016',
  'SII-2027': 'SII-2027',
};

/** The rule set in force at a valuation date (ISO yyyy-mm-dd): SII-2027 from 30/01/2027. */
export function ruleSetForDate(valuationDate: string): RuleSetId {
  return valuationDate >= SII_2027_APPLIES_FROM ? 'SII-2027' : 'SII-2016';
}

/**
 * How sure a figure is (shared/reference marks): L legal text read, Lq the legal text as
 * quoted verbatim in an EIOPA Q&A, S secondary source, R recomputed, U unknown.
 */
export const CERTAINTY_MARKS = ['L', 'Lq', 'S', 'R', 'U'] as const;
export type CertaintyMark = (typeof CERTAINTY_MARKS)[number];

/** How the pages and exports name each mark. */
export const CERTAINTY_MARK_LABELS: Record<CertaintyMark, string> = {
  L: 'Texte légal lu',
  Lq: 'Texte légal cité par EIOPA',
  S: 'Source secondaire',
  R: 'Recalculé',
  U: 'Inconnu',
};

/** Where a figure of a rule set comes from: its article and how sure it is. */
export const figureSourceSchema = z.object({
  article: z.string(),
  mark: z.enum(CERTAINTY_MARKS),
  /** The reference's section or the secondary source, in a few words. */
  source: z.string(),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

/**
 * A point of a rule set that could not be verified (issue 37 §2: « non vérifié pour
 * 2027 »): what it is, the articles, what the set does instead, and whether the result at
 * hand depends on it (`affectsResult`, set by the engine: e.g. the LLFR stress only when a
 * line sits beyond a currency's first smoothing point).
 */
export const unverifiedPointSchema = z
  .object({
    key: z.string(),
    topic: z.string(),
    articles: z.string(),
    /** What the rule set does, in French (« le taux actuel est conservé », …). */
    reading: z.string(),
    mark: z.enum(CERTAINTY_MARKS),
    affectsResult: z.boolean(),
  })
  .meta({ id: 'UnverifiedPoint' });
export type UnverifiedPoint = z.infer<typeof unverifiedPointSchema>;
