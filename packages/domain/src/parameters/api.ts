import { z } from 'zod';
import { isoDateSchema } from '../common/dates';
import {
  concentrationExclusionEntrySchema,
  concentrationExclusionsSaveSchema,
  intraGroupEntrySchema,
  intraGroupsSaveSchema,
  longTermAssetSchema,
  longTermAssetsSaveSchema,
  propertyLeverageEntrySchema,
  propertyLeveragesSaveSchema,
  defaultedLoanEntrySchema,
  defaultedLoansSaveSchema,
  strategicParticipationSchema,
  strategicParticipationsSaveSchema,
} from './client-lists';
import {
  scrCurrencyParametersSchema,
  scrEquityParametersSchema,
  scrInterestRateParametersSchema,
  scrPropertyParametersSchema,
} from './scr-parameters';

/**
 * Requests and answers of GET/PUT /api/parameters/… (spec §7 "Parameters"). The
 * parameter groups are kept per user and client role, the lists per client role.
 */

const roleCode = z.string().min(1).max(100);
/** The caller's account id, checked against the token by the server (spec §6). */
const userID = z.string().min(1).max(200).optional();

/**
 * The client role of a GET. Spec §7 writes `roleName` for strategic-parameters; the other
 * calls use `rolename`: both are accepted everywhere. A non-admin may leave it out (their
 * own client); an administrator must name it.
 */
export const parameterRoleQuerySchema = z.object({
  userID,
  rolename: roleCode.optional(),
  roleName: roleCode.optional(),
});
export type ParameterRoleQuery = z.infer<typeof parameterRoleQuerySchema>;

export const userOnlyQuerySchema = z.object({ userID });

/** At most this many codes per look-up of the securities referential. */
export const SECURITY_LOOKUP_MAX = 100;

/**
 * GET /api/parameters/securities?codes=A,B (issue 40): the referential's name and CIC of
 * the codes a list names, so that a new line fills its Dénomination and CIC. Codes are
 * trimmed, blanks dropped, repeats kept once.
 */
export const securityLookupQuerySchema = z.object({
  userID,
  codes: z
    .string({ error: 'Indiquez les codes à rechercher (codes=A,B).' })
    .max(10_000, `${SECURITY_LOOKUP_MAX} codes au plus par recherche.`)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((code) => code.trim())
          .filter((code) => code !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(100, 'Un code fait au plus 100 caractères.'))
        .min(1, 'Indiquez au moins un code à rechercher.')
        .max(SECURITY_LOOKUP_MAX, `${SECURITY_LOOKUP_MAX} codes au plus par recherche.`),
    ),
});

/** A security the referential knows: its name and CIC. */
export const knownSecuritySchema = z
  .object({ code: z.string(), name: z.string(), cic: z.string() })
  .meta({ id: 'KnownSecurity' });
export type KnownSecurity = z.infer<typeof knownSecuritySchema>;

export const scrReferenceQuerySchema = z.object({ valuationDate: isoDateSchema, userID });

/** PUT bodies of the four groups: the group's fields, userID and the client role. */
const caller = { userID, rolename: roleCode.optional() };
export const scrEquitySaveSchema = scrEquityParametersSchema.extend(caller);
export const scrInterestRateSaveSchema = scrInterestRateParametersSchema.extend(caller);
export const scrPropertySaveSchema = scrPropertyParametersSchema.extend(caller);
// safeExtend keeps the "reference currency is no exception" refinement.
export const scrCurrencySaveSchema = scrCurrencyParametersSchema.safeExtend(caller);

/** PUT bodies of the five lists (spec §7), with the userID most calls carry. */
export const strategicParticipationsRequestSchema = strategicParticipationsSaveSchema.extend({
  userID,
});
export const longTermAssetsRequestSchema = longTermAssetsSaveSchema.extend({ userID });
export const intraGroupsRequestSchema = intraGroupsSaveSchema.extend({ userID });
export const concentrationExclusionsRequestSchema = concentrationExclusionsSaveSchema.extend({
  userID,
});
export const propertyLeveragesRequestSchema = propertyLeveragesSaveSchema.extend({ userID });
export const defaultedLoansRequestSchema = defaultedLoansSaveSchema.extend({ userID });

/** GET answers of the five lists. */
export const strategicParticipationListSchema = z.array(strategicParticipationSchema);
export const longTermAssetListSchema = z.array(longTermAssetSchema);
export const intraGroupListSchema = z.array(intraGroupEntrySchema);
export const concentrationExclusionListSchema = z.array(concentrationExclusionEntrySchema);
export const propertyLeverageListSchema = z.array(propertyLeverageEntrySchema);
export const defaultedLoanListSchema = z.array(defaultedLoanEntrySchema);

/** A choice of modifiedDurationPriority. */
export const modifiedDurationPrioritySchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'ModifiedDurationPriority' });
export type ModifiedDurationPriority = z.infer<typeof modifiedDurationPrioritySchema>;

/** An ISO 4217 currency as the currency lists show it (sorted by name, spec §5). */
export const currencyOptionSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'CurrencyOption' });
export type CurrencyOption = z.infer<typeof currencyOptionSchema>;

/** A CIC subcategory a list accepts (cic-filters.ts). */
export const cicFilterOptionSchema = z
  .object({ code: z.string(), label: z.string() })
  .meta({ id: 'CicFilterOption' });
