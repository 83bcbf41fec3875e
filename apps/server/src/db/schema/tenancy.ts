/**
 * Whose each table's rows are, and where a distributed PostgreSQL (Citus) keeps them
 * (issue 21 §4, docs/scaling.md). THE list: tenancy.test.ts reads the migrated database's
 * catalogue and fails on a table missing from it, or on a client table whose primary key
 * or foreign keys do not carry the client role; docs/scaling.md's DDL follows it.
 *
 * - `tenant`: a client's data. `role_code` (the client role) is the first column of its
 *   primary key and part of every foreign key to another client table: distributed by
 *   role_code, all colocated, so a client's rows of every table are on one shard.
 * - `reference`: shared by every client (market and regulatory data, the referential),
 *   replicated whole to every node (a reference table), so any shard joins it locally.
 * - `platform`: the product's own (accounts, identity provider, news, per-user state,
 *   journals). `placement` says how: `reference` when a client table's foreign key points
 *   at it (Citus wants the target of a distributed table's foreign key replicated) or when
 *   it travels with such a table; `local` otherwise, kept on the coordinator only.
 */
export type TableTenancy =
  | { kind: 'tenant'; why: string }
  | { kind: 'reference'; why: string }
  | { kind: 'platform'; placement: 'reference' | 'local'; why: string };

export type CitusPlacement = 'distributed' | 'reference' | 'local';

/** Where Citus keeps a table of this tenancy. */
export function placementOf(tenancy: TableTenancy): CitusPlacement {
  if (tenancy.kind === 'tenant') return 'distributed';
  if (tenancy.kind === 'reference') return 'reference';
  return tenancy.placement;
}

/** The column every client table is keyed and distributed by. */
export const TENANT_COLUMN = 'role_code';

export const TABLE_TENANCY = {
  // ── Identity: the platform's accounts and the tenants themselves ─────────────────────
  client_roles: {
    kind: 'platform',
    placement: 'reference',
    why: 'the tenants themselves; every client table points at it (role_code)',
  },
  users: {
    kind: 'platform',
    placement: 'reference',
    why: 'accounts of every client; client tables point at it (user_id, author_id)',
  },
  user_rights: {
    kind: 'platform',
    placement: 'reference',
    why: "an account's rights, read with users on every request",
  },
  user_client_roles: {
    kind: 'platform',
    placement: 'reference',
    why: 'which clients an account works for: the link of users to client_roles, read on every request',
  },
  idp_credentials: {
    kind: 'platform',
    placement: 'local',
    why: 'the embedded identity provider: sign-in names and password hashes',
  },
  idp_password_resets: {
    kind: 'platform',
    placement: 'local',
    why: 'the embedded identity provider: reset links',
  },
  idp_keys: {
    kind: 'platform',
    placement: 'local',
    why: 'the embedded identity provider: signing and cookie keys',
  },
  oidc_store: {
    kind: 'platform',
    placement: 'local',
    why: "oidc-provider's sessions, grants and tokens, by account not by client",
  },
  rate_limit_hits: {
    kind: 'platform',
    placement: 'local',
    why: "the sign-in pages' per-address rate limit, shared by the API processes; no client's data",
  },

  // ── Reference data, shared by every client ─────────────────────────────────────────
  issuer_groups: { kind: 'reference', why: 'the referential: issuer groups (TPT 50)' },
  issuers: { kind: 'reference', why: 'the referential: issuers (TPT 47)' },
  securities: {
    kind: 'reference',
    why: 'the referential of securities, one for all clients (imported under « * »)',
  },
  fund_compositions: {
    kind: 'reference',
    why: "a fund's TPT inventory is the manager's, the same for every client holding the fund (a shared import kind)",
  },
  fund_composition_lines: {
    kind: 'reference',
    why: "the lines of a fund's TPT inventory, shared as their fund_compositions row",
  },
  fund_composition_statements: {
    kind: 'reference',
    why: 'what TPT lines state of their instruments, shared by the lines of every fund',
  },
  fx_rates: { kind: 'reference', why: 'market data: FX rates of a date' },
  yield_curve_points: { kind: 'reference', why: "market data: EIOPA's risk-free curves" },
  scr_references: {
    kind: 'reference',
    why: 'regulation: EIOPA equity stresses and symmetric adjustment of a date',
  },
  cic_categories: { kind: 'reference', why: 'regulation: the CIC categories' },
  sectors: { kind: 'reference', why: 'classification: sector codes and labels' },
  esg_scores: { kind: 'reference', why: "vendor data: an issuer's or a security's ESG scores" },
  sovereign_data: {
    kind: 'reference',
    why: "vendor data: a country's sovereign score, emissions and GDP",
  },
  climate_data: { kind: 'reference', why: "vendor data: an issuer's climate figures" },
  pai_data: { kind: 'reference', why: "vendor data: an issuer's or asset's PAI inputs" },
  climate_targets: {
    kind: 'reference',
    why: "vendor data: an issuer's reduction targets",
  },
  liquidity_data: { kind: 'reference', why: "market data: a security's liquidity" },
  liquidity_scenarios: {
    kind: 'reference',
    why: "the product's liquidity scenarios, shared by every client (administrators edit them)",
  },
  liquidity_scenario_details: {
    kind: 'reference',
    why: "a shared liquidity scenario's rules",
  },

  // ── Client data ────────────────────────────────────────────────────────────────────
  portfolios: { kind: 'tenant', why: "a client's portfolios" },
  compartments: { kind: 'tenant', why: "a client's portfolios' compartments" },
  positions: {
    kind: 'tenant',
    why: "a client's inventory; its compartment checked by triggers (0007-0008), id kept for order",
  },
  computed_perimeters: {
    kind: 'tenant',
    why: "a client's transparised perimeter; its id is in the URLs, keyed (role_code, id)",
  },
  perimeters_in_writing: {
    kind: 'tenant',
    why: 'a perimeter whose rows are being written, spared by the purge until published',
  },
  lookthrough_instruments: { kind: 'tenant', why: "a perimeter's instruments" },
  lookthrough_roots: { kind: 'tenant', why: "a perimeter's root positions" },
  lookthrough_paths: { kind: 'tenant', why: "a perimeter's fund paths" },
  lookthrough_lines: {
    kind: 'tenant',
    why: "a perimeter's look-through lines (a table per perimeter: db/perimeter-partitions.ts)",
  },
  scr_results: { kind: 'tenant', why: "a perimeter's SCR result" },
  scr_impact_results: {
    kind: 'tenant',
    why: "a perimeter's SCR under both rule sets (« Impact 2027 »)",
  },
  scr_line_results: {
    kind: 'tenant',
    why: "a perimeter's SCR per line (a table per perimeter: db/perimeter-partitions.ts)",
  },
  esg_results: { kind: 'tenant', why: "a perimeter's ESG result" },
  esg_security_results: { kind: 'tenant', why: "a perimeter's ESG per security" },
  pai_results: { kind: 'tenant', why: "a perimeter's SFDR PAI statement" },
  pai_statement_texts: {
    kind: 'tenant',
    why: "the explanations and actions a client wrote on a perimeter's PAI statement",
  },
  liquidity_results: { kind: 'tenant', why: "a perimeter's liquidity result" },
  liquidity_holdings: { kind: 'tenant', why: "a perimeter's liquidity per security" },
  archives: { kind: 'tenant', why: "a client's archived perimeters" },
  simulations: {
    kind: 'tenant',
    why: "a user's what-if copy of a client's positions; its id is in the URLs, keyed (role_code, id)",
  },
  simulation_positions: {
    kind: 'tenant',
    why: "a simulation's positions: a client's positions, with their simulation's role",
  },
  scr_parameter_groups: { kind: 'tenant', why: "a user's SCR parameters for one client" },
  scr_client_list_entries: { kind: 'tenant', why: "a client's SCR lists" },
  esg_theme_weights: { kind: 'tenant', why: "a user's ESG theme weights for one client" },
  esg_note_exceptions: { kind: 'tenant', why: "a client's forced ESG ratings" },
  parameter_audit: {
    kind: 'tenant',
    why: "the audit trail, by the client changed ('*' shared data, '(administration)' accounts)",
  },

  // ── Per-user state and journals, not a client's ─────────────────────────────────────
  saved_perimeters: {
    kind: 'platform',
    placement: 'local',
    why: "a user's last choice, one row per user whatever the client: it is read to learn the client, so it cannot be found by it",
  },
  esg_pillar_weights: {
    kind: 'platform',
    placement: 'local',
    why: "a user's E/S/G weights, the same for every client (the spec's GET names the user only)",
  },
  job_records: {
    kind: 'platform',
    placement: 'local',
    why: "a browser's token of a long task, by user; no client's figures",
  },
  job_file_parts: {
    kind: 'platform',
    placement: 'local',
    why: 'a queued job’s file in passage between two processes (an upload, a workbook), read by its id only and deleted once read',
  },
  integration_log: {
    kind: 'platform',
    placement: 'local',
    why: "the « Intégration » list: one row per file, shared imports without a role; every read is a role's plus the shared ones, or all (administrators, start-up), so distributing it would make each read cross shards",
  },
  news: { kind: 'platform', placement: 'local', why: "the built-in site's « Actualités »" },
  news_logos: { kind: 'platform', placement: 'local', why: "the news items' uploaded logos" },
} as const satisfies Record<string, TableTenancy>;

export type TableName = keyof typeof TABLE_TENANCY;

/** The tables of one tenancy kind (client tables: 'tenant'). */
export function tablesOf(kind: TableTenancy['kind']): TableName[] {
  return (Object.keys(TABLE_TENANCY) as TableName[]).filter(
    (name) => TABLE_TENANCY[name].kind === kind,
  );
}
