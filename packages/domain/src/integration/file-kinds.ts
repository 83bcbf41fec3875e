import { z } from 'zod';

/**
 * The kinds of file Prisme takes in (issue "Data"). An inventory and a portfolio structure
 * belong to one client role; every other kind is reference data shared by all clients.
 */
export const IMPORT_KINDS = [
  'portfolio_structure',
  'inventory',
  'fund_lookthrough',
  'securities',
  'yield_curves',
  'fx_rates',
  'symmetric_adjustment',
  'esg',
  'climate',
  'climate_targets',
  'pai',
  'sovereign',
  'liquidity',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS);

/** The "Categorie" shown in the integration log, in French. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  portfolio_structure: 'Structure des portefeuilles',
  inventory: 'Inventaire',
  fund_lookthrough: 'Transparisation (TPT)',
  securities: 'Référentiel titres',
  yield_curves: 'Courbes de taux EIOPA',
  fx_rates: 'Cours de change',
  symmetric_adjustment: 'Ajustement symétrique EIOPA',
  esg: 'Données ESG',
  climate: 'Données climat',
  climate_targets: 'Objectifs climat',
  pai: 'Données PAI (SFDR)',
  sovereign: 'Données souveraines',
  liquidity: 'Données de liquidité',
};

/**
 * What must be in Prisme before a file of each kind can be taken in, in French: the
 * upload page shows it beside the kind, the command prints it with a refusal (issue 14).
 * Each unmet prerequisite is reported on the file's line that needs it.
 */
export const IMPORT_KIND_PREREQUISITES: Record<ImportKind, string> = {
  portfolio_structure:
    'Le client, créé et actif sur la page Clients et portefeuilles. Réservé aux administrateurs.',
  inventory:
    'Les portefeuilles et compartiments du client (page Clients et portefeuilles ou fichier Structure des portefeuilles), et chaque titre détenu dans le référentiel titres.',
  fund_lookthrough:
    'Le fonds (champ 1) dans le référentiel titres, pour que les positions qui le détiennent soient transparisées.',
  securities: 'Aucun : les émetteurs nommés sont créés avec les titres.',
  yield_curves: 'Aucun. Le calcul du SCR demande les courbes de sa date de valorisation.',
  fx_rates: 'Aucun. Chaque devise détenue demande son cours à la date de valorisation.',
  symmetric_adjustment:
    'Aucun. Le calcul du SCR demande l’ajustement symétrique de sa date de valorisation.',
  esg: 'Aucun ; les notes servent aux émetteurs connus du référentiel.',
  climate: 'Aucun ; les données servent aux émetteurs connus du référentiel.',
  climate_targets: 'Aucun ; les objectifs servent aux émetteurs connus du référentiel.',
  pai: 'Aucun ; les valeurs servent aux émetteurs (sociétés, États) et aux actifs immobiliers (code titre) du référentiel.',
  sovereign:
    'Aucun ; les données d’un pays servent aux obligations souveraines de ce pays (pays de l’émetteur).',
  liquidity: 'Chaque titre dans le référentiel titres.',
};

/** Kinds whose rows belong to a client role; the others are shared reference data. */
export const CLIENT_IMPORT_KINDS: readonly ImportKind[] = ['inventory', 'portfolio_structure'];
export const isClientKind = (kind: ImportKind) => CLIENT_IMPORT_KINDS.includes(kind);

/**
 * Kinds only an administrator sends: shared reference data, and a client's structure
 * (its portfolios and compartments are set up by administrators, issue 35 §A.3).
 */
export const isAdminOnlyKind = (kind: ImportKind) =>
  !isClientKind(kind) || kind === 'portfolio_structure';

/** States of an integration-log entry ("Etat"). */
export const INTEGRATION_STATES = ['En cours', 'Intégré', 'Rejeté'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** TPT versions Prisme reads; 'auto' detects from field 1000 or the V7-only fields. */
export const TPT_VERSIONS = ['V6', 'V7'] as const;
export type TptVersion = (typeof TPT_VERSIONS)[number];
