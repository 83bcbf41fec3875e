import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import type { StatementBudgets } from './db/statement-budget';
import { COLLAB_SOURCES, DEFAULT_PRODUCT_SLUG, DEFAULT_TOOLS_SLUG } from '@prisme/domain';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const slug = z.string().regex(/^[a-z][a-z0-9_-]*$/, 'lettres minuscules, chiffres, - ou _');

const SHAREPOINT_REQUIRED = [
  'SHAREPOINT_SITE_URL',
  'SHAREPOINT_TOKEN_URL',
  'SHAREPOINT_CLIENT_ID',
  'SHAREPOINT_CLIENT_SECRET',
] as const;

/** Every environment variable Prisme reads, with its default (README lists them). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z.string().url().optional(),
    PRISME_DATA_DIR: z.string().default(path.join(repoRoot, 'var')),
    PRISME_WEB_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    PRISME_PRODUCT_SLUG: slug.default(DEFAULT_PRODUCT_SLUG),
    PRISME_TOOLS_SLUG: slug.default(DEFAULT_TOOLS_SLUG),
    PRISME_UPLOAD_LIMIT_MB: z.coerce.number().positive().max(2048).default(200),
    PRISME_STATEMENT_TIMEOUT_S: z.coerce.number().positive().max(3600).default(30),
    PRISME_BACKGROUND_STATEMENT_TIMEOUT_S: z.coerce.number().positive().max(86_400).default(900),
    PRISME_JOB_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    PRISME_DEMO_PASSWORD: z.string().min(8).default('prisme-demo'),
    // The scraper's bearer token for GET /api/metrics; unset, the route answers 404.
    PRISME_METRICS_TOKEN: z
      .string()
      .min(32, 'au moins 32 caractères (un secret partagé avec le collecteur Prometheus)')
      .optional(),
    PRISME_DEMO_ACCOUNTS: booleanFlag.optional(),
    // Subjects or e-mails made administrators at their first sign-in (issue 35 §A.1).
    PRISME_ADMIN_SUBJECTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .max(320, 'chaque sujet ou e-mail compte au plus 320 caractères')
              .regex(/^\S+$/, 'sujets ou e-mails séparés par des virgules, sans espace dedans'),
          )
          .max(100, 'au plus 100 sujets ou e-mails'),
      )
      .optional(),
    PRISME_DEMO_DATA: booleanFlag.optional(),
    /** The ESG model scale, 10 or 100 (modules/esg/esg-scale.ts). */
    PRISME_ESG_SCALE: z.enum(['10', '100'], 'PRISME_ESG_SCALE vaut 10 ou 100.').optional(),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    OIDC_SCOPE: z.string().optional(),
    OIDC_JWKS_URI: z.string().url().optional(),
    OIDC_RESET_PASSWORD_AUTHORITY: z.string().url().optional(),
    PRISME_COLLAB_SOURCE: z.enum(COLLAB_SOURCES).default('builtin'),
    SHAREPOINT_SITE_URL: z.string().url().optional(),
    SHAREPOINT_TOKEN_URL: z.string().url().optional(),
    SHAREPOINT_CLIENT_ID: z.string().optional(),
    SHAREPOINT_CLIENT_SECRET: z.string().optional(),
    SHAREPOINT_RESOURCE: z.string().optional(),
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_AUDIENCE), {
    message: 'OIDC_ISSUER demande aussi OIDC_CLIENT_ID et OIDC_AUDIENCE',
    path: ['OIDC_ISSUER'],
  })
  .superRefine((env, context) => {
    if (env.PRISME_COLLAB_SOURCE !== 'sharepoint') return;
    const missing = SHAREPOINT_REQUIRED.filter((name) => !env[name]);
    if (missing.length === 0) return;
    context.addIssue({
      code: 'custom',
      path: ['PRISME_COLLAB_SOURCE'],
      message: `le site SharePoint demande aussi ${missing.join(', ')}`,
    });
  });

/**
 * The document-collaboration site of the news and the integration log: Prisme itself
 * (`builtin`) or a SharePoint site read with an app registration's client credentials.
 */
export type CollabConfig =
  | { source: 'builtin' }
  | {
      source: 'sharepoint';
      /** The site's root, without a trailing slash. */
      siteUrl: string;
      /** The OAuth2 token endpoint of the client-credentials grant. */
      tokenUrl: string;
      clientId: string;
      clientSecret: string;
      /** Sent as `resource` when set; otherwise `scope` is `{site origin}/.default`. */
      resource?: string;
    };

export type AuthConfig =
  | { mode: 'embedded'; issuer: string; clientId: string; audience: string; scope: string }
  | {
      mode: 'external';
      issuer: string;
      clientId: string;
      audience: string;
      scope: string;
      jwksUri?: string;
      resetPasswordAuthority?: string;
    };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  /** How long one SQL statement may run: a request's, and background work's (ms). */
  statementBudgets: StatementBudgets;
  dataDir: string;
  /** Largest file accepted by the integration upload, in bytes. */
  uploadLimitBytes: number;
  /**
   * Jobs of the queue this process runs at once (jobs/queue); unset: the database's
   * default (jobs/queue/job-queue.ts jobsAtOnce). 0 on PostgreSQL: a process that only
   * answers requests and enqueues, others running the jobs.
   */
  jobWorkers: number | undefined;
  webDir: string;
  productSlug: string;
  toolsSlug: string;
  auth: AuthConfig;
  /**
   * PRISME_ADMIN_SUBJECTS: token subjects or e-mails whose account is created as an
   * administrator when first seen (an external provider's first administrator).
   */
  adminSubjects: string[];
  /** Demo accounts and demo data, created on the first start of an empty database. */
  demo: { createAccounts: boolean; createData: boolean; password: string };
  collab: CollabConfig;
  /** The bearer token Prometheus scrapes GET /api/metrics with; none: metrics off. */
  metricsToken: string | undefined;
}

export const EMBEDDED_CLIENT_ID = 'prisme-web';
export const EMBEDDED_SCOPE = 'openid profile email';

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and .env files commonly leave them.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const auth: AuthConfig = e.OIDC_ISSUER
    ? {
        mode: 'external',
        issuer: e.OIDC_ISSUER,
        clientId: e.OIDC_CLIENT_ID!,
        audience: e.OIDC_AUDIENCE!,
        scope: e.OIDC_SCOPE ?? 'openid profile email',
        jwksUri: e.OIDC_JWKS_URI,
        resetPasswordAuthority: e.OIDC_RESET_PASSWORD_AUTHORITY,
      }
    : {
        mode: 'embedded',
        issuer: `${publicUrl}/idp`,
        clientId: EMBEDDED_CLIENT_ID,
        audience: `${publicUrl}/api`,
        scope: EMBEDDED_SCOPE,
      };
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(e.PRISME_DATA_DIR, 'db') },
    dataDir: e.PRISME_DATA_DIR,
    uploadLimitBytes: Math.round(e.PRISME_UPLOAD_LIMIT_MB * 1024 * 1024),
    jobWorkers: e.PRISME_JOB_WORKERS,
    statementBudgets: {
      interactiveMs: e.PRISME_STATEMENT_TIMEOUT_S * 1000,
      backgroundMs: e.PRISME_BACKGROUND_STATEMENT_TIMEOUT_S * 1000,
    },
    webDir: e.PRISME_WEB_DIR,
    productSlug: e.PRISME_PRODUCT_SLUG,
    toolsSlug: e.PRISME_TOOLS_SLUG,
    auth,
    adminSubjects: e.PRISME_ADMIN_SUBJECTS ?? [],
    demo: {
      createAccounts: e.PRISME_DEMO_ACCOUNTS ?? auth.mode === 'embedded',
      createData: e.PRISME_DEMO_DATA ?? e.PRISME_DEMO_ACCOUNTS ?? auth.mode === 'embedded',
      password: e.PRISME_DEMO_PASSWORD,
    },
    collab:
      e.PRISME_COLLAB_SOURCE === 'sharepoint'
        ? {
            source: 'sharepoint',
            siteUrl: e.SHAREPOINT_SITE_URL!.replace(/\/+$/, ''),
            tokenUrl: e.SHAREPOINT_TOKEN_URL!,
            clientId: e.SHAREPOINT_CLIENT_ID!,
            clientSecret: e.SHAREPOINT_CLIENT_SECRET!,
            resource: e.SHAREPOINT_RESOURCE,
          }
        : { source: 'builtin' },
    metricsToken: e.PRISME_METRICS_TOKEN,
  };
}
