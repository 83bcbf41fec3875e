import type { ImportKind } from './file-kinds';

/**
 * The columns of each file kind Prisme reads, as the header row names them. One
 * source for the importer, the demo data and the scale generator. Headers are matched
 * case-insensitively, ignoring accents, spaces, dashes and underscores.
 * TPT files use the TPT field names (data-standards §2.3), listed in tpt-fields.ts.
 */
export interface ColumnSpec {
  /** Header as Prisme writes it. */
  name: string;
  required: boolean;
  /** Other headers accepted for the same column. */
  aliases?: string[];
}

const col = (name: string, required = true, aliases: string[] = []): ColumnSpec => ({
  name,
  required,
  aliases,
});

export const FILE_COLUMNS: Record<
  Exclude<ImportKind, 'fund_lookthrough' | 'yield_curves'>,
  ColumnSpec[]
> = {
  // One line per compartment (issue 35 §A.3); a portfolio's fields repeat on each of its lines.
  portfolio_structure: [
    col('codePortefeuille', true, ['portefeuille', 'portfolio']),
    col('libellePortefeuille', true, ['portfolioLabel', 'nomPortefeuille']),
    col('devise', true, ['currency', 'devisePortefeuille']),
    col('nature', true, ['kind', 'naturePortefeuille']),
    col('indice', false, ['index', 'benchmark']),
    col('codeCompartiment', true, ['compartiment', 'compartment']),
    col('libelleCompartiment', true, ['compartmentLabel', 'nomCompartiment']),
  ],
  inventory: [
    col('codePortefeuille', true, ['portefeuille', 'portfolio']),
    col('codeCompartiment', true, ['compartiment', 'compartment']),
    col('dateValorisation', true, ['valuationDate', 'dateInventaire']),
    col('codeTitre', true, ['isin', 'securityCode', 'codeIsin']),
    col('quantite', true, ['quantity', 'nominal']),
    col('deviseCotation', true, ['devise', 'currency']),
    col('valeurMarcheCotation', true, ['marketValueQc']),
    col('couponCouruCotation', false, ['accruedInterestQc']),
    col('valeurMarcheReference', true, ['marketValueRc', 'valeurMarcheEur']),
    col('couponCouruReference', false, ['accruedInterestRc']),
    col('valeurComptable', false, ['bookValue', 'prixRevient']),
    col('dateAcquisition', false, ['acquisitionDate']),
  ],
  securities: [
    col('codeTitre', true, ['code', 'isin']),
    col('typeCode', false, ['codeType']),
    col('libelle', true, ['name', 'nom']),
    col('cic', true),
    col('devise', true, ['currency']),
    col('codeEmetteur', false, ['issuerCode', 'leiEmetteur']),
    col('nomEmetteur', false, ['issuerName']),
    col('codeGroupe', false, ['groupCode', 'leiGroupe']),
    col('nomGroupe', false, ['groupName']),
    col('pays', false, ['country']),
    col('nace', false),
    col('gics', false),
    col('notation', false, ['rating']),
    col('echelonQualiteCredit', false, ['cqs', 'creditQualityStep']),
    col('dateMaturite', false, ['maturityDate', 'echeance']),
    col('coupon', false, ['couponRate']),
    col('durationModifiee', false, ['modifiedDuration']),
    col('sensibiliteCredit', false, ['creditSensitivity']),
    col('gouvernemental', false, ['government']),
    col('supranational', false),
    col('obligationSecurisee', false, ['coveredBond']),
    col('titrisation', false, ['securitisation']),
    col('infrastructure', false),
    col('coteEeeOcde', false, ['listedEeaOecd']),
    col('typeAction', false, ['equityType']),
    // S.08.01 of a derivative (data-standards §3.4): its underlying (TPT 68 / 69), its use
    // (C0110), a swap's legs (C0140) and currencies (C0450 / C0460); the issue date (EC0381).
    col('sousJacent', false, ['underlyingCode', 'codeSousJacent']),
    col('typeCodeSousJacent', false, ['underlyingCodeType']),
    col('usageDerive', false, ['derivativeUse', 'usage']),
    col('jambesSwap', false, ['swapLegs']),
    col('deviseLivree', false, ['swapDeliveredCurrency']),
    col('deviseRecue', false, ['swapReceivedCurrency']),
    col('dateEmission', false, ['issueDate']),
    // Counterparty default risk, type 1 (issue 42; Art. 192, 196, 197 DR 2015/35).
    col('accordCompensation', false, ['nettingAgreement']),
    col('effetAttenuation', false, ['riskMitigatingEffect']),
    col('valeurSurete', false, ['collateralValue']),
    col('typeSurete', false, ['collateralType']),
    col('sureteDetenueParTiers', false, ['collateralThirdParty']),
    col('eligibiliteSurete', false, ['collateralEligibility']),
    col('ajustementMarcheSurete', false, ['collateralMarketAdjustment']),
    col('engagement', false, ['commitment']),
    col('nominalEngagement', false, ['commitmentNominal']),
    col('beneficiaireEngagement', false, ['beneficiary']),
  ],
  fx_rates: [
    col('date', true, ['dateCours']),
    col('devise', true, ['currency']),
    col('coursPourUnEuro', true, ['unitsPerEur', 'cours']),
  ],
  symmetric_adjustment: [
    col('date', true, ['dateReference', 'referenceDate']),
    col('ajustementSymetrique', true, ['symmetricAdjustment', 'sa']),
    col('courbe', false, ['yieldCurveId']),
  ],
  esg: [
    col('codeEmetteur', true, ['issuerCode']),
    // A line with an ISIN is that security's score, before its issuer's (issue 38).
    col('codeIsin', false, ['isin']),
    col('theme', true, ['themeId']),
    col('pilier', true, ['pillar']),
    col('note', true, ['score']),
    col('date', true, ['asOf']),
  ],
  climate: [
    col('codeEmetteur', true, ['issuerCode']),
    col('date', true, ['asOf']),
    col('intensiteCarbone', false, ['carbonIntensity']),
    col('temperatureImplicite', false, ['impliedTemperature']),
    col('emissionsScope12', false, ['scope12Emissions', 'ghgS1S2']),
    col('emissionsScope3', false, ['scope3Emissions', 'ghgS3']),
    col('chiffreAffaires', false, ['revenue']),
    col('evic', false, ['enterpriseValueIncludingCash']),
    col('capitalisationBoursiere', false, ['marketCap']),
    col('valeurEntreprise', false, ['enterpriseValue']),
    col('tresorerie', false, ['cash']),
    col('totalActif', false, ['totalAssets']),
  ],
  // A country's sovereign data (esg-and-liquidity §1.5.4, §1.6.2, §1.6.3 PAI 15; issue 38).
  sovereign: [
    col('codePays', true, ['country', 'pays']),
    col('date', true, ['asOf']),
    col('noteSouveraine', false, ['sovereignScore', 'esgScore']),
    col('emissionsGes', false, ['ghgEmissions']),
    col('pib', false, ['gdp']),
    col('pibPpa', false, ['gdpPpp']),
  ],
  climate_targets: [
    col('codeEmetteur', true, ['issuerCode']),
    col('date', true, ['asOf']),
    col('referenceObjectif', true, ['targetRef', 'targetId']),
    col('typeObjectif', true, ['targetType']),
    col('indicateurIntensite', false, ['intensityMetric']),
    col('perimetre', true, ['scope']),
    col('couvertureS1', false, ['coverageS1']),
    col('couvertureS2', false, ['coverageS2']),
    col('couvertureS3', false, ['coverageS3']),
    col('ambitionReduction', true, ['reductionAmbition']),
    col('anneeReference', true, ['baseYear']),
    col('anneeDebut', false, ['startYear']),
    col('anneeCible', true, ['endYear']),
    col('reductionAtteinte', false, ['achievedReduction']),
    col('emissionsReferenceS1', false, ['baseYearGhgS1']),
    col('emissionsReferenceS2', false, ['baseYearGhgS2']),
    col('emissionsReferenceS3', false, ['baseYearGhgS3']),
    col('valideSbti', false, ['sbtiValidated']),
  ],
  // One line per value (issue 38 §7): a subject (issuer code or LEI; a real estate
  // asset's security code), a metric of PAI_METRICS, its date, value and source.
  pai: [
    col('code', true, ['codeEmetteur', 'codeTitre', 'subjectCode']),
    col('indicateur', true, ['metric', 'donnee']),
    col('date', true, ['asOf']),
    col('valeur', true, ['value']),
    col('source', true, ['statut', 'status']),
  ],
  liquidity: [
    col('codeTitre', true, ['securityCode', 'isin']),
    col('date', true, ['asOf']),
    col('volumeMoyenJournalier', false, ['averageDailyVolume', 'adv']),
    col('fourchetteAchatVente', false, ['bidAskSpread']),
    col('tailleEmission', false, ['issueSize']),
    col('classeLiquidite', false, ['liquidityClass']),
    // Issue 39: an equity's unit price and a fund's dealing terms (esg-and-liquidity
    // §3.6.2, §3.6.4). The TPT V7 carries no dealing terms (data-standards §2.3).
    col('cours', false, ['price', 'prix', 'prixUnitaire']),
    col('frequenceRachat', false, ['dealingFrequency', 'redemptionFrequency']),
    col('joursFrequence', false, ['dealingFrequencyDays', 'redemptionFrequencyDays']),
    col('preavis', false, ['noticePeriod', 'noticeDays', 'preavisJours']),
    col('delaiReglement', false, ['settlementDays', 'settlementPeriod', 'reglementJours']),
    col('plafondRachat', false, ['gate', 'redemptionGate']),
    col('suspension', false, ['suspended', 'redemptionSuspended']),
  ],
};

/**
 * Yield curves come as EIOPA publishes them (the Term_Structures workbook, sheet
 * RFR_spot_no_VA: a column per country, a row per maturity 1…150) or as a long CSV
 * with these columns.
 */
export const YIELD_CURVE_COLUMNS: ColumnSpec[] = [
  col('courbe', true, ['curveId']),
  col('devise', true, ['currency']),
  col('date', true, ['curveDate']),
  col('maturite', true, ['maturity']),
  col('taux', true, ['rate']),
];

/** Normalises a header for matching: lower case, no accents, no separators. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_\-.()]/g, '')
    .toLowerCase();
}
