import type { EsgResult } from './results';

/**
 * The French names of the ESG result's figures, for the pages and the workbook alike:
 * the carbon metrics with their unit and rule, the temperature's time frames, scopes and
 * aggregation methods, the breakdowns.
 */

/** The carbon metrics of esg-and-liquidity §1.6, with their unit and their rule. */
export const ESG_CARBON_METRICS = [
  {
    key: 'financedScope12',
    label: 'Émissions financées scopes 1 et 2',
    unit: 'tCO2e',
    rule: 'PCAF, attribution par l’EVIC (PAI 1)',
  },
  {
    key: 'financedScope123',
    label: 'Émissions financées scopes 1, 2 et 3',
    unit: 'tCO2e',
    rule: 'PCAF, attribution par l’EVIC (PAI 1)',
  },
  {
    key: 'carbonFootprint',
    label: 'Empreinte carbone',
    unit: 'tCO2e / M€ investi',
    rule: 'SFDR PAI 2, sur tous les investissements',
  },
  {
    key: 'waci',
    label: 'Intensité carbone moyenne pondérée (WACI)',
    unit: 'tCO2e / M€ de chiffre d’affaires',
    rule: 'TCFD, scopes 1 et 2, poids renormalisés aux lignes couvertes',
  },
  {
    key: 'pai3',
    label: 'Intensité GES des sociétés (PAI 3)',
    unit: 'tCO2e / M€ de chiffre d’affaires',
    rule: 'SFDR PAI 3, scopes 1, 2 et 3, sur tous les investissements',
  },
] as const satisfies readonly {
  key: Exclude<keyof EsgResult['carbon'], 'totalValue'>;
  label: string;
  unit: string;
  rule: string;
}[];

/**
 * The sovereigns' climate metrics (esg-and-liquidity §1.6.2-1.6.3, issue 38), absent from
 * the results computed before them.
 */
export const ESG_SOVEREIGN_METRICS = [
  {
    key: 'pai15',
    label: 'Intensité GES des pays (PAI 15)',
    unit: 'tCO2e / M€ de PIB',
    rule: 'SFDR PAI 15, lignes souveraines, sur tous les investissements',
  },
  {
    key: 'financedSovereign',
    label: 'Émissions financées souveraines',
    unit: 'tCO2e',
    rule: 'PCAF, attribution par le PIB en parité de pouvoir d’achat',
  },
] as const satisfies readonly {
  key: Exclude<keyof EsgResult['carbon'], 'totalValue'>;
  label: string;
  unit: string;
  rule: string;
}[];

export const ESG_TIME_FRAME_LABELS: Record<string, string> = {
  short: 'Court terme (5 ans)',
  mid: 'Moyen terme (15 ans)',
  long: 'Long terme (30 ans)',
};
export const ESG_SCOPE_LABELS: Record<string, string> = {
  S1S2: 'Scopes 1 et 2',
  S3: 'Scope 3',
  S1S2S3: 'Scopes 1, 2 et 3',
};
/** The aggregation methods of esg-and-liquidity §2.1.3. */
export const ESG_METHOD_LABELS: Record<string, string> = {
  WATS: 'WATS — pondérée par la valeur détenue',
  TETS: 'TETS — pondérée par les émissions totales',
  MOTS: 'MOTS — émissions attribuées (capitalisation)',
  EOTS: 'EOTS — émissions attribuées (valeur d’entreprise)',
  ECOTS: 'ECOTS — émissions attribuées (EVIC)',
  AOTS: 'AOTS — émissions attribuées (total de bilan)',
  ROTS: 'ROTS — émissions attribuées (chiffre d’affaires)',
};

export const ESG_BREAKDOWN_LABELS: Record<keyof EsgResult['breakdowns'], string> = {
  portfolio: 'Par portefeuille',
  sector: 'Par secteur (NACE)',
  country: 'Par pays',
};
