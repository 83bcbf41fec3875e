import { z } from 'zod';

/**
 * Client-data lists of the SCR (spec §3 "Client-data lists"). Each list is kept per client
 * role; an entry names a security by its code (ISIN). In portfolio, compartment and
 * currency filters, "*" means all.
 */
export const ALL_CODES = '*';

/**
 * Whether a client-list entry's filter (portfolio, compartment, currency) takes a value:
 * absent, « * » or the value itself. An entry applies where all its filters do.
 */
export const listFilterFits = (filter: string | undefined, value: string | undefined): boolean =>
  filter === undefined || filter === ALL_CODES || filter === value;

const code = z.string().min(1).max(100);
const text = z.string().max(300);
const filter = z.string().min(1).max(100);
const cicCode = z.string().max(4);

/** A CIC as the lists show it. */
const cicRef = z.object({ code: cicCode });
const codeRef = z.object({ code: filter });

/** Strategic participation (Art. 171): shocked at partStratStress. As the GET returns it. */
export const strategicParticipationSchema = z
  .object({
    roleName: z.string(),
    code,
    denomination: text,
    cic: cicRef,
    /** Value under the adjusted equity method, S.06.02 (optional). */
    qrtAdjEqMethVal: z.number().nullable(),
    portfolio: codeRef,
    compartment: codeRef,
  })
  .meta({ id: 'StrategicParticipation' });
export type StrategicParticipation = z.infer<typeof strategicParticipationSchema>;

/** The save payload of a strategic participation (codeCIC, portfolioCode, compartmentCode). */
export const strategicParticipationEntrySchema = z
  .object({
    roleName: z.string().optional(),
    code,
    denomination: text,
    codeCIC: cicCode,
    qrtAdjEqMethVal: z.number().nullable(),
    portfolioCode: filter,
    compartmentCode: filter,
  })
  .meta({ id: 'StrategicParticipationEntry' });
export type StrategicParticipationEntry = z.infer<typeof strategicParticipationEntrySchema>;

/** Long-term equity investment (LTEI, Art. 171a): shocked at longTermStress. */
export const longTermAssetSchema = z
  .object({
    roleName: z.string(),
    code,
    denomination: text,
    portfolio: codeRef,
    compartment: codeRef,
    /** An ISO currency, or "*". */
    currency: filter,
    cic: cicRef,
  })
  .meta({ id: 'LongTermAsset' });
export type LongTermAsset = z.infer<typeof longTermAssetSchema>;

export const longTermAssetEntrySchema = z
  .object({
    roleName: z.string().optional(),
    code,
    denomination: text,
    codeCIC: cicCode,
    portfolioCode: filter,
    compartmentCode: filter,
    currency: filter,
  })
  .meta({ id: 'LongTermAssetEntry' });
export type LongTermAssetEntry = z.infer<typeof longTermAssetEntrySchema>;

/**
 * Intra-group asset (Art. 184(2)(b)): out of the concentration base and exposures. The
 * concentration-exclusion entry has the same shape and the same effect.
 */
export const intraGroupEntrySchema = z
  .object({ roleName: z.string().optional(), code, denomination: text, cic: cicCode })
  .meta({ id: 'IntraGroupEntry' });
export type IntraGroupEntry = z.infer<typeof intraGroupEntrySchema>;

export const concentrationExclusionEntrySchema = z
  .object({ roleName: z.string().optional(), code, denomination: text, cic: cicCode })
  .meta({ id: 'ConcentrationExclusionEntry' });
export type ConcentrationExclusionEntry = z.infer<typeof concentrationExclusionEntrySchema>;

/**
 * Property leverage (reference §4): a property vehicle held whole, with its debt.
 * leverageRate = debt / net asset value, as a fraction (0.5: 150 of property for 100 of
 * NAV); 0 = no leverage. ownUse marks property held for own use.
 */
export const propertyLeverageEntrySchema = z
  .object({
    roleName: z.string().optional(),
    code,
    denomination: text,
    leverageRate: z.number().min(0).max(100),
    ownUse: z.boolean(),
    cic: cicCode,
  })
  .meta({ id: 'PropertyLeverageEntry' });
export type PropertyLeverageEntry = z.infer<typeof propertyLeverageEntrySchema>;

/**
 * A loan in default or forborne (Art. 176(1) as amended by DR 2026/269 [S], note §2.6): out
 * of the spread risk under SII-2027; SII-2016 has no such exclusion. Named by its code.
 */
export const defaultedLoanEntrySchema = z
  .object({ roleName: z.string().optional(), code, denomination: text, cic: cicCode })
  .meta({ id: 'DefaultedLoanEntry' });
export type DefaultedLoanEntry = z.infer<typeof defaultedLoanEntrySchema>;

/** PUT bodies of spec §7. */
export const strategicParticipationsSaveSchema = z.object({
  rolename: code,
  strategicParticipations: z.array(strategicParticipationEntrySchema).max(100_000),
});
export const longTermAssetsSaveSchema = z.object({
  rolename: code,
  longTermAssets: z.array(longTermAssetEntrySchema).max(100_000),
});
export const intraGroupsSaveSchema = z.object({
  rolename: code,
  intraGroups: z.array(intraGroupEntrySchema).max(100_000),
});
export const concentrationExclusionsSaveSchema = z.object({
  rolename: code,
  excludeSCRConcentrations: z.array(concentrationExclusionEntrySchema).max(100_000),
});
export const propertyLeveragesSaveSchema = z.object({
  rolename: code,
  propertyLeverages: z.array(propertyLeverageEntrySchema).max(100_000),
});
export const defaultedLoansSaveSchema = z.object({
  rolename: code,
  defaultedLoans: z.array(defaultedLoanEntrySchema).max(100_000),
});

/** The client lists as the engine takes them (save-payload shapes). */
export interface ScrClientLists {
  strategicParticipations: readonly StrategicParticipationEntry[];
  longTermAssets: readonly LongTermAssetEntry[];
  intraGroups: readonly IntraGroupEntry[];
  concentrationExclusions: readonly ConcentrationExclusionEntry[];
  propertyLeverages: readonly PropertyLeverageEntry[];
  defaultedLoans: readonly DefaultedLoanEntry[];
}

/**
 * The five lists as an SCR result records them (issue 18: what it was computed with, so
 * that an archive reads the same whatever the lists become).
 */
export const scrClientListsSchema = z
  .object({
    strategicParticipations: z.array(strategicParticipationEntrySchema),
    longTermAssets: z.array(longTermAssetEntrySchema),
    intraGroups: z.array(intraGroupEntrySchema),
    concentrationExclusions: z.array(concentrationExclusionEntrySchema),
    propertyLeverages: z.array(propertyLeverageEntrySchema),
    /** Results stored before issue 37 had no such list. */
    defaultedLoans: z.array(defaultedLoanEntrySchema).default([]),
  })
  .meta({ id: 'ScrClientLists' });

export const EMPTY_CLIENT_LISTS: ScrClientLists = {
  strategicParticipations: [],
  longTermAssets: [],
  intraGroups: [],
  concentrationExclusions: [],
  propertyLeverages: [],
  defaultedLoans: [],
};

/** The save payload of a strategic participation as the GET shape gives it. */
export function toStrategicParticipationEntry(
  p: StrategicParticipation,
): StrategicParticipationEntry {
  return {
    roleName: p.roleName,
    code: p.code,
    denomination: p.denomination,
    codeCIC: p.cic.code,
    qrtAdjEqMethVal: p.qrtAdjEqMethVal,
    portfolioCode: p.portfolio.code,
    compartmentCode: p.compartment.code,
  };
}

export function toLongTermAssetEntry(a: LongTermAsset): LongTermAssetEntry {
  return {
    roleName: a.roleName,
    code: a.code,
    denomination: a.denomination,
    codeCIC: a.cic.code,
    portfolioCode: a.portfolio.code,
    compartmentCode: a.compartment.code,
    currency: a.currency,
  };
}
