import type { RowReader } from '../row-reader';
import { readChoice } from './field-checks';

/**
 * The counterparty terms of the securities file (issue 42; DR 2015/35 Art. 192, 196, 197):
 * a directly held OTC derivative's netting agreement, risk-mitigating effect and collateral,
 * a guarantee's or letter of credit's kind, nominal and beneficiary. The counterparty itself
 * is the issuer (codeEmetteur, TPT 47) with its group and rating. Amounts in euros, for the
 * whole holding.
 */
export const COUNTERPARTY_COLUMNS = {
  netting: 'accordCompensation',
  riskMitigating: 'effetAttenuation',
  collateralValue: 'valeurSurete',
  collateralType: 'typeSurete',
  collateralThirdParty: 'sureteDetenueParTiers',
  collateralEligibility: 'eligibiliteSurete',
  collateralAdjustment: 'ajustementMarcheSurete',
  commitment: 'engagement',
  commitmentNominal: 'nominalEngagement',
  beneficiary: 'beneficiaireEngagement',
} as const;
const C = COUNTERPARTY_COLUMNS;

const COLLATERAL_TYPES: Readonly<Record<string, 'cash' | 'securities'>> = {
  especes: 'cash',
  cash: 'cash',
  titres: 'securities',
  securities: 'securities',
};
const COMMITMENTS: Readonly<Record<string, 'provided' | 'called'>> = {
  donne: 'provided',
  provided: 'provided',
  appele: 'called',
  called: 'called',
};

export interface CounterpartyRecord {
  nettingAgreement: string | undefined;
  riskMitigatingEffect: number | undefined;
  collateralValue: number | undefined;
  collateralType: 'cash' | 'securities' | undefined;
  collateralThirdParty: boolean;
  collateralEligibility: number | undefined;
  collateralMarketAdjustment: number | undefined;
  commitmentKind: 'provided' | 'called' | undefined;
  commitmentNominal: number | undefined;
  commitmentBeneficiary: string | undefined;
}

/** Reads and checks the counterparty columns of a securities line; errors in French. */
export function readCounterpartyTerms(row: RowReader): CounterpartyRecord {
  const record: CounterpartyRecord = {
    nettingAgreement: row.text(C.netting),
    riskMitigatingEffect: row.decimal(C.riskMitigating, false, { min: 0 }),
    collateralValue: row.decimal(C.collateralValue, false, { min: 0 }),
    collateralType: readChoice(row, C.collateralType, COLLATERAL_TYPES),
    collateralThirdParty: row.flag(C.collateralThirdParty) ?? false,
    collateralEligibility: row.integer(C.collateralEligibility, false, { min: 0, max: 4 }),
    collateralMarketAdjustment: row.decimal(C.collateralAdjustment, false, { min: 0 }),
    commitmentKind: readChoice(row, C.commitment, COMMITMENTS),
    commitmentNominal: row.decimal(C.commitmentNominal, false, { min: 0 }),
    commitmentBeneficiary: row.text(C.beneficiary),
  };
  if (record.collateralValue !== undefined && record.collateralType === undefined)
    row.fail(
      C.collateralType,
      'Type de sûreté manquant : la valeur de la sûreté est donnée sans son type (espèces ou titres).',
    );
  if (record.collateralValue === undefined && record.collateralType !== undefined)
    row.fail(
      C.collateralValue,
      'Valeur de la sûreté manquante : son type est donné sans sa valeur.',
    );
  if (record.commitmentKind === 'provided' && record.commitmentNominal === undefined)
    row.fail(
      C.commitmentNominal,
      'Nominal manquant : une garantie ou lettre de crédit donnée se mesure par son nominal (art. 192(5)).',
    );
  if (record.commitmentKind === undefined && record.commitmentNominal !== undefined)
    row.fail(
      C.commitment,
      'Nature de l’engagement manquante : un nominal est donné sans « donné » ou « appelé ».',
    );
  return record;
}
