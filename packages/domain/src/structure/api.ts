import { z } from 'zod';
import { isIsoCurrency } from '../data/currencies';
import { isValidLei } from '../data/identifiers';

/**
 * The client structure (issue 35 §A.3; spec §7 is silent): client roles, their portfolios
 * and each portfolio's compartments, set up by administrators on « Clients et
 * portefeuilles », by the API below or by a `portfolio_structure` file. Nothing is deleted
 * while data refers to it: it is deactivated instead (hidden from the perimeter's choices,
 * refused by imports, kept readable in archives and results), and can be reactivated.
 *
 * Routes (administrators only, every change one transaction with its audit row):
 *   GET    /api/admin/clients                                   the whole tree
 *   POST   /api/admin/clients                                   create a client role
 *   PUT    /api/admin/clients/:client                           rename, (de)activate
 *   PUT    /api/admin/clients/:client/undertaking               LEI, name, reporting currency
 *   DELETE /api/admin/clients/:client                           only while nothing refers to it
 *   POST   /api/admin/clients/:client/portfolios                create a portfolio
 *   PUT    /api/admin/clients/:client/portfolios/:portfolio     change, (de)activate
 *   DELETE /api/admin/clients/:client/portfolios/:portfolio
 *   POST   /api/admin/clients/:client/portfolios/:portfolio/compartments
 *   PUT    /api/admin/clients/:client/portfolios/:portfolio/compartments/:compartment
 *   DELETE /api/admin/clients/:client/portfolios/:portfolio/compartments/:compartment
 * A duplicate code is a 409 (CONFLICT); a deletion refused because data refers to the
 * item is a 409 (STRUCTURE_IN_USE) whose message says what refers to it.
 */

/** The kinds of portfolio an insurer keeps apart (Solvency II ring-fencing, unit-linked…). */
export const PORTFOLIO_KINDS = [
  'life',
  'non_life',
  'ring_fenced',
  'unit_linked',
  'shareholders_funds',
  'other',
] as const;
export type PortfolioKind = (typeof PORTFOLIO_KINDS)[number];

export const PORTFOLIO_KIND_LABELS: Record<PortfolioKind, string> = {
  life: 'Vie',
  non_life: 'Non-vie',
  ring_fenced: 'Cantonné',
  unit_linked: 'Unités de compte',
  shareholders_funds: 'Fonds propres',
  other: 'Autre',
};

/**
 * A code of the structure: it becomes a key of every client table and a file's column, so
 * it is short, without spaces, and made of characters every file and address keeps.
 * A client role may be `Client.XXX` or named as the insurer names it (`FDLCCP`).
 */
export const STRUCTURE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const CLIENT_CODE_MAX = 64;
export const PORTFOLIO_CODE_MAX = 40;
export const COMPARTMENT_CODE_MAX = 40;
export const STRUCTURE_LABEL_MAX = 200;
export const INDICE_MAX = 100;

const CODE_MESSAGE =
  'Le code commence par une lettre ou un chiffre et ne contient que des lettres sans accent, des chiffres, « . », « _ » ou « - ».';

const codeSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Le code est obligatoire.')
    .max(max, `Le code compte au plus ${max} caractères.`)
    .regex(STRUCTURE_CODE_PATTERN, CODE_MESSAGE);

const labelSchema = z
  .string()
  .trim()
  .min(1, 'Le libellé est obligatoire.')
  .max(STRUCTURE_LABEL_MAX, `Le libellé compte au plus ${STRUCTURE_LABEL_MAX} caractères.`);

export const portfolioCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isIsoCurrency, 'La devise doit être un code ISO 4217 (EUR, USD…).');

export const portfolioKindSchema = z.enum(PORTFOLIO_KINDS, {
  message: `Choisissez la nature du portefeuille : ${PORTFOLIO_KINDS.map((kind) => PORTFOLIO_KIND_LABELS[kind]).join(', ')}.`,
});

const indiceSchema = z
  .string()
  .trim()
  .max(INDICE_MAX, `L’indice compte au plus ${INDICE_MAX} caractères.`)
  .nullable();

// ── Bodies ──────────────────────────────────────────────────────────────────────────────

export const createClientBodySchema = z
  .object({ code: codeSchema(CLIENT_CODE_MAX), label: labelSchema })
  .meta({ id: 'CreateClient' });
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

export const updateClientBodySchema = z
  .object({ label: labelSchema, active: z.boolean() })
  .meta({ id: 'UpdateClient' });
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

/**
 * PUT /api/admin/clients/:client/undertaking (issue 36 §5): the undertaking that files the
 * client's QRTs — its LEI (ISO 17442: 18 characters and 2 check digits, MOD 97-10,
 * data-standards §4.2), legal name and reporting currency.
 */
export const undertakingLeiSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (lei) => /^[A-Z0-9]{18}[0-9]{2}$/.test(lei),
    'Le LEI compte 20 caractères : 18 lettres ou chiffres puis 2 chiffres de contrôle.',
  )
  .refine(
    isValidLei,
    'Les chiffres de contrôle du LEI sont faux (ISO 17442) : vérifiez sa saisie.',
  );

export const undertakingBodySchema = z
  .object({
    lei: undertakingLeiSchema,
    name: labelSchema,
    reportingCurrency: portfolioCurrencySchema,
  })
  .meta({ id: 'Undertaking' });
export type UndertakingBody = z.infer<typeof undertakingBodySchema>;

const portfolioFields = {
  label: labelSchema,
  currency: portfolioCurrencySchema,
  kind: portfolioKindSchema,
  indice: indiceSchema,
};

export const createPortfolioBodySchema = z
  .object({ code: codeSchema(PORTFOLIO_CODE_MAX), ...portfolioFields })
  .meta({ id: 'CreatePortfolio' });
export type CreatePortfolioBody = z.infer<typeof createPortfolioBodySchema>;

export const updatePortfolioBodySchema = z
  .object({ ...portfolioFields, active: z.boolean() })
  .meta({ id: 'UpdatePortfolio' });
export type UpdatePortfolioBody = z.infer<typeof updatePortfolioBodySchema>;

export const createCompartmentBodySchema = z
  .object({ code: codeSchema(COMPARTMENT_CODE_MAX), label: labelSchema })
  .meta({ id: 'CreateCompartment' });
export type CreateCompartmentBody = z.infer<typeof createCompartmentBodySchema>;

export const updateCompartmentBodySchema = z
  .object({ label: labelSchema, active: z.boolean() })
  .meta({ id: 'UpdateCompartment' });
export type UpdateCompartmentBody = z.infer<typeof updateCompartmentBodySchema>;

// ── Path parameters ─────────────────────────────────────────────────────────────────────

const pathCode = z.string().trim().min(1).max(CLIENT_CODE_MAX);

export const clientParamsSchema = z.object({ client: pathCode });
export const portfolioParamsSchema = clientParamsSchema.extend({ portfolio: pathCode });
export const compartmentParamsSchema = portfolioParamsSchema.extend({ compartment: pathCode });

// ── Answers ─────────────────────────────────────────────────────────────────────────────

/** What refers to an item: a deletion is refused while any count is above zero. */
export const structureUsageSchema = z
  .object({
    /** Inventory positions (all valuation dates). */
    positions: z.number().int(),
    /** Computed perimeters (look-through and results) that name it. */
    computations: z.number().int(),
    /** Archives that name it. */
    archives: z.number().int(),
    /** Users' simulations whose perimeter or positions name it. */
    simulations: z.number().int(),
  })
  .meta({ id: 'StructureUsage' });
export type StructureUsage = z.infer<typeof structureUsageSchema>;

export const managedCompartmentSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    active: z.boolean(),
    usage: structureUsageSchema,
  })
  .meta({ id: 'ManagedCompartment' });
export type ManagedCompartment = z.infer<typeof managedCompartmentSchema>;

export const managedPortfolioSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    /** ISO 4217; null for a portfolio created before the structure had currencies. */
    currency: z.string().nullable(),
    /** Null for a portfolio created before the structure had kinds. */
    kind: portfolioKindSchema.nullable(),
    indice: z.string().nullable(),
    active: z.boolean(),
    usage: structureUsageSchema,
    compartments: z.array(managedCompartmentSchema),
  })
  .meta({ id: 'ManagedPortfolio' });
export type ManagedPortfolio = z.infer<typeof managedPortfolioSchema>;

export const managedClientSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    active: z.boolean(),
    usage: structureUsageSchema,
    /** Accounts (non-administrators) that work for this client. */
    accounts: z.number().int(),
    /** The undertaking filing its QRTs; null until an administrator sets it (issue 36 §5). */
    undertaking: undertakingBodySchema.nullable(),
    portfolios: z.array(managedPortfolioSchema),
  })
  .meta({ id: 'ManagedClient' });
export type ManagedClient = z.infer<typeof managedClientSchema>;

export const managedClientsSchema = z.array(managedClientSchema).meta({ id: 'ManagedClients' });
