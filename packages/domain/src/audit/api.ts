import { z } from 'zod';
import type { ScrClientLists } from '../parameters/client-lists';
import type { ScrParameters } from '../parameters/scr-parameters';

/**
 * The audit trail (issue 20 §6): every change of parameters, client-data lists, forced
 * ratings, liquidity scenarios, simulations, archives, imports, accounts and the clients'
 * structure (client roles, portfolios, compartments) is one row of
 * parameter_audit, written in the change's transaction (who, when, client, what, the
 * values before and after). Administrators read it, filtered, a page at a time, or as a
 * workbook.
 */

/** Every group an audit row can name (parameter_audit.group_name). */
export type AuditGroup =
  | keyof ScrParameters
  | keyof ScrClientLists
  | 'esgPillars'
  | 'esgThemes'
  | 'esgNoteExceptions'
  | 'liquidityScenarios'
  | 'archives'
  | 'users'
  | 'simulations'
  | 'imports'
  | 'structure';

/** What each group is, in French. */
export const AUDIT_GROUP_LABELS = {
  equity: 'Paramètres SCR — actions',
  interestRate: 'Paramètres SCR — taux',
  property: 'Paramètres SCR — immobilier',
  currency: 'Paramètres SCR — change',
  strategicParticipations: 'Participations Stratégiques',
  longTermAssets: 'LTEI',
  intraGroups: 'Intra Groupe',
  concentrationExclusions: 'Exclusion SCR Concentration',
  propertyLeverages: 'Taux Endettement',
  defaultedLoans: 'Prêts en défaut ou restructurés',
  esgPillars: 'Pondération des piliers ESG',
  esgThemes: 'Pondération des thèmes ESG',
  esgNoteExceptions: 'Notations Forcées',
  liquidityScenarios: 'Scénarios Liquidité',
  archives: 'Sauvegardes',
  users: 'Utilisateurs',
  simulations: 'Simulations',
  imports: 'Intégration de fichiers',
  structure: 'Clients et portefeuilles',
} as const satisfies Record<AuditGroup, string>;

export const AUDIT_GROUPS = Object.keys(AUDIT_GROUP_LABELS) as AuditGroup[];

/** The kinds of change of issue 20 §6, each a set of groups: the page's « Nature » filter. */
export const AUDIT_KINDS = {
  scrParameters: {
    label: 'Paramètres SCR',
    groups: ['equity', 'interestRate', 'property', 'currency'],
  },
  clientData: {
    label: 'Données client',
    groups: [
      'strategicParticipations',
      'longTermAssets',
      'intraGroups',
      'concentrationExclusions',
      'propertyLeverages',
      'defaultedLoans',
    ],
  },
  esgParameters: { label: 'Paramètres ESG', groups: ['esgPillars', 'esgThemes'] },
  forcedRatings: { label: 'Notations forcées', groups: ['esgNoteExceptions'] },
  liquidityScenarios: { label: 'Scénarios de liquidité', groups: ['liquidityScenarios'] },
  simulations: { label: 'Simulations', groups: ['simulations'] },
  archives: { label: 'Sauvegardes', groups: ['archives'] },
  imports: { label: 'Intégrations de fichiers', groups: ['imports'] },
  users: { label: 'Utilisateurs', groups: ['users'] },
  structure: { label: 'Clients et portefeuilles', groups: ['structure'] },
} as const satisfies Record<string, { label: string; groups: readonly AuditGroup[] }>;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KINDS) as AuditKind[];

/** The kind of change a group belongs to. */
export function auditKindOf(group: string): AuditKind | undefined {
  return AUDIT_KIND_KEYS.find((kind) =>
    (AUDIT_KINDS[kind].groups as readonly string[]).includes(group),
  );
}

/** The group's label, or the group itself when the catalogue does not know it. */
export function auditGroupLabel(group: string): string {
  return (AUDIT_GROUP_LABELS as Record<string, string>)[group] ?? group;
}

/**
 * The client column of rows that are no one client's: the settings shared by every client
 * (liquidity scenarios, ESG pillars, reference-data imports) and account administration.
 */
export const AUDIT_ALL_CLIENTS = '*';
export const AUDIT_ADMINISTRATION = '(administration)';

/** A row's client as read: the code, or what a pseudo-role stands for. */
export function auditClientLabel(roleCode: string): string {
  if (roleCode === AUDIT_ALL_CLIENTS) return 'Tous les clients';
  if (roleCode === AUDIT_ADMINISTRATION) return 'Administration';
  return roleCode;
}

/** The largest page GET /api/admin/audit gives. */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;
/** The largest workbook GET /api/admin/audit/excel writes, in rows. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const dayText = z.iso
  .date({ error: 'Date invalide : attendu AAAA-MM-JJ.' })
  .refine((day) => day >= '1900-01-01', { error: 'Date antérieure à 1900.' });

const filterFields = {
  /** First day included (yyyy-mm-dd, UTC). */
  from: dayText.optional(),
  /** Last day included (yyyy-mm-dd, UTC). */
  to: dayText.optional(),
  /** A client code, '*' (all clients) or '(administration)'. */
  roleCode: z.string().trim().min(1).max(100).optional(),
  /** A kind of change (AUDIT_KINDS) or one group. */
  group: z
    .enum([...AUDIT_KIND_KEYS, ...AUDIT_GROUPS.filter((g) => !(g in AUDIT_KINDS))] as [
      string,
      ...string[],
    ])
    .optional(),
  /** The author: part of the name, or the exact account id. */
  account: z.string().trim().min(1).max(200).optional(),
  userID: z.string().min(1).max(200).optional(),
};

const periodInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const periodProblem = {
  error: 'La période est invalide : la date de début suit la date de fin.',
  path: ['to'],
};

export const auditFilterSchema = z.object(filterFields).refine(periodInOrder, periodProblem);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = z
  .object({
    ...filterFields,
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine(periodInOrder, periodProblem);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The groups a filter's `group` stands for. */
export function auditGroupsOf(group: string): string[] {
  return group in AUDIT_KINDS ? [...AUDIT_KINDS[group as AuditKind].groups] : [group];
}

export const auditEntrySchema = z
  .object({
    /** Unique across clients: `${roleCode}:${id}`. */
    key: z.string(),
    id: z.number().int(),
    roleCode: z.string(),
    changedAt: z.string(),
    accountId: z.string(),
    displayName: z.string(),
    group: z.string(),
    oldValues: z.unknown(),
    newValues: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    /** How many rows the filter holds. */
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
