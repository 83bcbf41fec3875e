/**
 * SFDR principal adverse impacts (issue 38 §7–10): the statement of Annex I of Commission
 * Delegated Regulation (EU) 2022/1288, its mandatory indicators 1–18 (Table 1), the
 * optional indicator of Table 2 and of Table 3 Prisme reports, and the issuer-level data
 * they are computed from (esg-and-liquidity §1.6.3). The French wording is that of the
 * French version of Annex I as restated here: the reference quotes the English
 * structure only (see docs/decisions/pai/0210-pai-wording-performance-demo.md). Not checked
 * against the official French text (OJ L 332 of 27.12.2022, corrigendum replacing the whole
 * of 2022/1288, CELEX 32022R1288R(01)): its Annex I table could not be read from here
 * (docs/decisions/pai/0284-annex-i-wording-not-checked-against-the-official-text.md); the
 * page says so (WORDING_NOTE).
 */

/** Who a datum is about: an issuer (company or sovereign) by its code, a property by its security code. */
export type PaiSubject = 'company' | 'sovereign' | 'realEstate';

/** How a datum is bounded: a flag 0/1, a share of [0, 1], an amount ≥ 0, a gap of [−1, 1]. */
export type PaiMetricKind = 'flag' | 'share' | 'amount' | 'gap';

/**
 * The data of the PAI file, one line per value (its subject, metric, date, value and
 * whether it is reported or estimated). GHG scopes may also come from the climate data
 * (scopes 1+2 and 3, EVIC, revenue): what this file gives for an issuer is preferred.
 */
export const PAI_METRICS = {
  scope1: { subject: 'company', kind: 'amount', label: 'Émissions de GES de niveau 1 (tCO2e)' },
  scope2: { subject: 'company', kind: 'amount', label: 'Émissions de GES de niveau 2 (tCO2e)' },
  scope3: { subject: 'company', kind: 'amount', label: 'Émissions de GES de niveau 3 (tCO2e)' },
  fossilFuelSector: {
    subject: 'company',
    kind: 'flag',
    label: 'Active dans le secteur des combustibles fossiles (1 = oui)',
  },
  nonRenewableConsumptionShare: {
    subject: 'company',
    kind: 'share',
    label: 'Part de la consommation d’énergie non renouvelable (0–1)',
  },
  nonRenewableProductionShare: {
    subject: 'company',
    kind: 'share',
    label: 'Part de la production d’énergie non renouvelable (0–1)',
  },
  energyConsumptionIntensity: {
    subject: 'company',
    kind: 'amount',
    label: 'Consommation d’énergie (GWh par M€ de chiffre d’affaires)',
  },
  biodiversitySensitiveAreas: {
    subject: 'company',
    kind: 'flag',
    label: 'Activités nuisant à des zones sensibles pour la biodiversité (1 = oui)',
  },
  waterEmissions: { subject: 'company', kind: 'amount', label: 'Rejets dans l’eau (tonnes)' },
  hazardousWaste: {
    subject: 'company',
    kind: 'amount',
    label: 'Déchets dangereux et radioactifs (tonnes)',
  },
  ungcOecdViolations: {
    subject: 'company',
    kind: 'flag',
    label: 'Violations du Pacte mondial ou des principes de l’OCDE (1 = oui)',
  },
  ungcOecdProcessLack: {
    subject: 'company',
    kind: 'flag',
    label: 'Absence de processus de contrôle Pacte mondial / OCDE (1 = oui)',
  },
  genderPayGap: {
    subject: 'company',
    kind: 'gap',
    label: 'Écart de rémunération femmes-hommes non corrigé (−1 à 1)',
  },
  boardFemaleShare: {
    subject: 'company',
    kind: 'share',
    label: 'Part des femmes au conseil (0–1)',
  },
  controversialWeapons: {
    subject: 'company',
    kind: 'flag',
    label: 'Exposition aux armes controversées (1 = oui)',
  },
  noCarbonReductionInitiative: {
    subject: 'company',
    kind: 'flag',
    label: 'Sans initiative de réduction des émissions de carbone (1 = oui)',
  },
  noHumanRightsPolicy: {
    subject: 'company',
    kind: 'flag',
    label: 'Sans politique en matière de droits de l’homme (1 = oui)',
  },
  sovereignGhgIntensity: {
    subject: 'sovereign',
    kind: 'amount',
    label: 'Intensité de GES du pays (tCO2e par M€ de PIB)',
  },
  socialViolations: {
    subject: 'sovereign',
    kind: 'flag',
    label: 'Pays connaissant des violations de normes sociales (1 = oui)',
  },
  realEstateFossilFuel: {
    subject: 'realEstate',
    kind: 'flag',
    label: 'Actif immobilier impliqué dans les combustibles fossiles (1 = oui)',
  },
  realEstateEnergyInefficient: {
    subject: 'realEstate',
    kind: 'flag',
    label: 'Actif immobilier inefficace sur le plan énergétique (1 = oui)',
  },
} as const satisfies Record<string, { subject: PaiSubject; kind: PaiMetricKind; label: string }>;
export type PaiMetric = keyof typeof PAI_METRICS;
export const PAI_METRIC_CODES = Object.keys(PAI_METRICS) as PaiMetric[];

/** The bounds of a metric's kind; a value outside is refused by the import. */
export const PAI_METRIC_BOUNDS: Record<PaiMetricKind, { min: number; max?: number }> = {
  flag: { min: 0, max: 1 },
  share: { min: 0, max: 1 },
  amount: { min: 0 },
  gap: { min: -1, max: 1 },
};

/** The NACE sections of high climate impact (Annex I, definitions: sections A to H and L). */
export const HIGH_IMPACT_NACE_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'] as const;
export type HighImpactNaceSection = (typeof HIGH_IMPACT_NACE_SECTIONS)[number];

/** The sections of Annex I's statement, in its order. */
export const PAI_SECTIONS = {
  companies: 'Indicateurs applicables aux investissements dans des sociétés',
  sovereigns:
    'Indicateurs applicables aux investissements dans des émetteurs souverains ou supranationaux',
  realEstate: 'Indicateurs applicables aux investissements dans des actifs immobiliers',
  optional: 'Autres indicateurs des principales incidences négatives',
} as const;
export type PaiSection = keyof typeof PAI_SECTIONS;

/** One row of the statement: an indicator's metric (indicator 1 has four, 5 two, 6 nine, 16 two). */
export interface PaiFigureDefinition {
  key: string;
  /** « 1 » … « 18 », « T2-4 », « T3-9 ». */
  indicator: string;
  section: PaiSection;
  theme: string;
  indicatorLabel: string;
  metricLabel: string;
  unit: string;
}

const SECTION_LABELS: Record<HighImpactNaceSection, string> = {
  A: 'A — Agriculture, sylviculture et pêche',
  B: 'B — Industries extractives',
  C: 'C — Industrie manufacturière',
  D: 'D — Production et distribution d’électricité, de gaz, de vapeur et d’air conditionné',
  E: 'E — Production et distribution d’eau ; assainissement, gestion des déchets et dépollution',
  F: 'F — Construction',
  G: 'G — Commerce ; réparation d’automobiles et de motocycles',
  H: 'H — Transports et entreposage',
  L: 'L — Activités immobilières',
};

const GHG = 'Émissions de gaz à effet de serre';
const SOCIAL = 'Questions sociales et de personnel';
const row = (
  key: string,
  indicator: string,
  section: PaiSection,
  theme: string,
  indicatorLabel: string,
  metricLabel: string,
  unit: string,
): PaiFigureDefinition => ({ key, indicator, section, theme, indicatorLabel, metricLabel, unit });

const SHARE = '% des investissements';
const GHG_EMISSIONS = 'Émissions de GES';
const SHARE_FOSSIL =
  'Part d’investissement dans des sociétés actives dans le secteur des combustibles fossiles';

/** The statement's rows in Annex I's order (Table 1, then Table 2 n° 4 and Table 3 n° 9). */
export const PAI_FIGURES: readonly PaiFigureDefinition[] = [
  row('1.scope1', '1', 'companies', GHG, GHG_EMISSIONS, 'Émissions de GES de niveau 1', 'tCO2e'),
  row('1.scope2', '1', 'companies', GHG, GHG_EMISSIONS, 'Émissions de GES de niveau 2', 'tCO2e'),
  row('1.scope3', '1', 'companies', GHG, GHG_EMISSIONS, 'Émissions de GES de niveau 3', 'tCO2e'),
  row('1.total', '1', 'companies', GHG, GHG_EMISSIONS, 'Émissions totales de GES', 'tCO2e'),
  row('2', '2', 'companies', GHG, 'Empreinte carbone', 'Empreinte carbone', 'tCO2e / M€ investi'),
  row(
    '3',
    '3',
    'companies',
    GHG,
    'Intensité de GES des sociétés bénéficiaires des investissements',
    'Intensité de GES des sociétés bénéficiaires des investissements',
    'tCO2e / M€ de chiffre d’affaires',
  ),
  row(
    '4',
    '4',
    'companies',
    GHG,
    'Exposition à des sociétés actives dans le secteur des combustibles fossiles',
    SHARE_FOSSIL,
    SHARE,
  ),
  row(
    '5.consumption',
    '5',
    'companies',
    GHG,
    'Part de consommation et de production d’énergie non renouvelable',
    'Part de la consommation d’énergie des sociétés bénéficiaires d’investissements qui provient de sources d’énergie non renouvelables, en pourcentage du total des sources d’énergie',
    '%',
  ),
  row(
    '5.production',
    '5',
    'companies',
    GHG,
    'Part de consommation et de production d’énergie non renouvelable',
    'Part de la production d’énergie des sociétés bénéficiaires d’investissements qui provient de sources d’énergie non renouvelables, en pourcentage du total des sources d’énergie',
    '%',
  ),
  ...HIGH_IMPACT_NACE_SECTIONS.map((section) =>
    row(
      `6.${section}`,
      '6',
      'companies',
      GHG,
      'Intensité de consommation d’énergie par secteur à fort impact climatique',
      `Consommation d’énergie en GWh par million d’EUR de chiffre d’affaires des sociétés bénéficiaires d’investissements, secteur NACE ${SECTION_LABELS[section]}`,
      'GWh / M€ de chiffre d’affaires',
    ),
  ),
  row(
    '7',
    '7',
    'companies',
    'Biodiversité',
    'Activités ayant une incidence négative sur des zones sensibles sur le plan de la biodiversité',
    'Part des investissements effectués dans des sociétés ayant des sites/établissements situés dans ou à proximité de zones sensibles sur le plan de la biodiversité, si les activités de ces sociétés ont une incidence négative sur ces zones',
    SHARE,
  ),
  row(
    '8',
    '8',
    'companies',
    'Eau',
    'Rejets dans l’eau',
    'Tonnes de rejets dans l’eau provenant des sociétés bénéficiaires d’investissements, par million d’EUR investi, en moyenne pondérée',
    't / M€ investi',
  ),
  row(
    '9',
    '9',
    'companies',
    'Déchets',
    'Ratio de déchets dangereux et de déchets radioactifs',
    'Tonnes de déchets dangereux et de déchets radioactifs produites par les sociétés bénéficiaires d’investissements, par million d’EUR investi, en moyenne pondérée',
    't / M€ investi',
  ),
  row(
    '10',
    '10',
    'companies',
    SOCIAL,
    'Violations des principes du pacte mondial des Nations unies et des principes directeurs de l’OCDE pour les entreprises multinationales',
    'Part d’investissement dans des sociétés qui ont participé à des violations des principes du Pacte mondial des Nations unies ou des principes directeurs de l’OCDE à l’intention des entreprises multinationales',
    SHARE,
  ),
  row(
    '11',
    '11',
    'companies',
    SOCIAL,
    'Absence de processus et de mécanismes de conformité permettant de contrôler le respect des principes du pacte mondial des Nations unies et de l’OCDE à l’intention des entreprises multinationales',
    'Part d’investissement dans des sociétés qui n’ont pas de politique de contrôle du respect des principes du Pacte mondial des Nations unies ou des principes directeurs de l’OCDE à l’intention des entreprises multinationales, ni de mécanismes de traitement des plaintes ou des différends permettant de remédier à de telles violations',
    SHARE,
  ),
  row(
    '12',
    '12',
    'companies',
    SOCIAL,
    'Écart de rémunération entre hommes et femmes non corrigé',
    'Écart de rémunération moyen non corrigé entre les hommes et les femmes au sein des sociétés bénéficiaires des investissements',
    '%',
  ),
  row(
    '13',
    '13',
    'companies',
    SOCIAL,
    'Mixité au sein des organes de gouvernance',
    'Ratio femmes/hommes moyen dans les organes de gouvernance des sociétés concernées, en pourcentage du nombre total de membres',
    '%',
  ),
  row(
    '14',
    '14',
    'companies',
    SOCIAL,
    'Exposition à des armes controversées (mines antipersonnel, armes à sous-munitions, armes chimiques ou armes biologiques)',
    'Part d’investissement dans des sociétés qui participent à la fabrication ou à la vente d’armes controversées',
    SHARE,
  ),
  row(
    '15',
    '15',
    'sovereigns',
    'Environnement',
    'Intensité de GES',
    'Intensité de GES des pays d’investissement',
    'tCO2e / M€ de PIB',
  ),
  row(
    '16.count',
    '16',
    'sovereigns',
    'Social',
    'Pays d’investissement connaissant des violations de normes sociales',
    'Nombre de pays d’investissement connaissant des violations de normes sociales, au sens des traités et conventions internationaux, des principes des Nations unies ou, le cas échéant, du droit national (nombre absolu)',
    'pays',
  ),
  row(
    '16.share',
    '16',
    'sovereigns',
    'Social',
    'Pays d’investissement connaissant des violations de normes sociales',
    'Nombre de pays d’investissement connaissant des violations de normes sociales, en proportion du nombre total de pays bénéficiaires d’investissements',
    '% des pays',
  ),
  row(
    '17',
    '17',
    'realEstate',
    'Combustibles fossiles',
    'Exposition à des combustibles fossiles via des actifs immobiliers',
    'Part d’investissement dans des actifs immobiliers impliqués dans l’extraction, le stockage, le transport ou la production de combustibles fossiles',
    '% des actifs immobiliers',
  ),
  row(
    '18',
    '18',
    'realEstate',
    'Efficacité énergétique',
    'Exposition à des actifs immobiliers inefficaces sur le plan énergétique',
    'Part d’investissement dans des actifs immobiliers inefficaces sur le plan énergétique',
    '% des actifs immobiliers soumis aux règles CPE / NZEB',
  ),
  row(
    'T2-4',
    'T2-4',
    'optional',
    'Émissions (tableau 2, n° 4)',
    'Investissements dans des sociétés qui n’ont pas pris d’initiatives pour réduire leurs émissions de carbone',
    'Part d’investissement dans des sociétés qui n’ont pas pris d’initiatives pour réduire leurs émissions de carbone aux fins de l’accord de Paris',
    SHARE,
  ),
  row(
    'T3-9',
    'T3-9',
    'optional',
    'Droits de l’homme (tableau 3, n° 9)',
    'Absence de politique en matière de droits de l’homme',
    'Part d’investissement dans des entités sans politique en matière de droits de l’homme',
    SHARE,
  ),
];
export const PAI_FIGURE_KEYS = PAI_FIGURES.map((figure) => figure.key);

/** Why a line is left out of a figure, in French. */
export const PAI_EXCLUSION_LABELS = {
  notApplicable: 'Hors du champ de l’indicateur (autre nature d’actif)',
  short: 'Position courte',
  noIssuer: 'Émetteur inconnu',
  noData: 'Donnée absente',
  noDenominator: 'EVIC ou chiffre d’affaires absent',
  otherSector: 'Autre secteur NACE',
} as const;
export type PaiExclusion = keyof typeof PAI_EXCLUSION_LABELS;
export const PAI_EXCLUSIONS = Object.keys(PAI_EXCLUSION_LABELS) as PaiExclusion[];

/** How a figure reads: a share of 0–1 (shown as %), a count of countries, or an amount. */
export function paiFigureFormat(figure: Pick<PaiFigureDefinition, 'key' | 'unit'>) {
  if (figure.unit.startsWith('%')) return 'share' as const;
  return figure.key === '16.count' ? ('count' as const) : ('amount' as const);
}
