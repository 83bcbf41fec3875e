import { z } from 'zod';

/**
 * The kinds of file Prisme takes in (issue "Data"). An inventory belongs to one client
 * role; every other kind is reference data shared by all clients.
 */
export const IMPORT_KINDS = [
  'inventory',
  'fund_lookthrough',
  'securities',
  'yield_curves',
  'fx_rates',
  'symmetric_adjustment',
  'esg',
  'climate',
  'climate_targets',
  'liquidity',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS);

/** The "Categorie" shown in the integration log, in French. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  inventory: 'Inventaire',
  fund_lookthrough: 'Transparisation (TPT)',
  securities: 'Référentiel titres',
  yield_curves: 'Courbes de taux EIOPA',
  fx_rates: 'Cours de change',
  symmetric_adjustment: 'Ajustement symétrique EIOPA',
  esg: 'Données ESG',
  climate: 'Données climat',
  climate_targets: 'Objectifs climat',
  liquidity: 'Données de liquidité',
};

/** Kinds whose rows belong to a client role; the others are shared reference data. */
export const CLIENT_IMPORT_KINDS: readonly ImportKind[] = ['inventory'];
export const isClientKind = (kind: ImportKind) => CLIENT_IMPORT_KINDS.includes(kind);

/** States of an integration-log entry ("Etat"). */
export const INTEGRATION_STATES = ['En cours', 'Intégré', 'Rejeté'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** TPT versions Prisme reads; 'auto' detects from field 1000 or the V7-only fields. */
export const TPT_VERSIONS = ['V6', 'V7'] as const;
export type TptVersion = (typeof TPT_VERSIONS)[number];
