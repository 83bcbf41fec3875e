import { FILE_COLUMNS } from '@prisme/domain';
import { climateTargets } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, partyCodeProblem, readChoice } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = {
  issuer: 'codeEmetteur',
  date: 'date',
  ref: 'referenceObjectif',
  type: 'typeObjectif',
  metric: 'indicateurIntensite',
  scope: 'perimetre',
  coverageS1: 'couvertureS1',
  coverageS2: 'couvertureS2',
  coverageS3: 'couvertureS3',
  ambition: 'ambitionReduction',
  baseYear: 'anneeReference',
  startYear: 'anneeDebut',
  endYear: 'anneeCible',
  achieved: 'reductionAtteinte',
  ghgS1: 'emissionsReferenceS1',
  ghgS2: 'emissionsReferenceS2',
  ghgS3: 'emissionsReferenceS3',
  sbti: 'valideSbti',
} as const;

/** esg-and-liquidity §2.1.1: a target is absolute or on an intensity. */
const TYPES = {
  absolute: 'absolute',
  absolu: 'absolute',
  intensity: 'intensity',
  intensite: 'intensity',
} as const;

/** §2.1.1 step 4: the intensity metrics the regression maps (Other is kept, not scored). */
const METRICS = {
  revenue: 'Revenue',
  chiffreaffaires: 'Revenue',
  product: 'Product',
  produit: 'Product',
  cement: 'Cement',
  ciment: 'Cement',
  steel: 'Steel',
  acier: 'Steel',
  aluminum: 'Aluminum',
  aluminium: 'Aluminum',
  oil: 'Oil',
  petrole: 'Oil',
  power: 'Power',
  electricite: 'Power',
  other: 'Other',
  autre: 'Other',
} as const;

const SCOPES = { s1: 'S1', s2: 'S2', s1s2: 'S1S2', s3: 'S3', s1s2s3: 'S1S2S3' } as const;

const FRACTION = { min: 0, max: 1 };
const YEAR = { min: 1990, max: 2100 };

/**
 * Greenhouse-gas reduction targets of issuers at a date (schema climate_targets), the
 * inputs of the target-based implied temperature (esg-and-liquidity §2.1.1): type and
 * intensity metric, scope, boundary coverage, ambition, base, start and target years,
 * the reduction achieved, base-year emissions, SBTi validation. Fractions are 0–1; the
 * target year comes after the base year (and after the start year when given). An
 * issuer, date and target already stored are updated.
 */
export const importClimateTargets: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.climate_targets,
    table: climateTargets,
    keys: [climateTargets.issuerCode, climateTargets.asOf, climateTargets.targetRef],
    dateOf: (r) => r.asOf,
    readRow(row) {
      const issuerCode = row.code(C.issuer, true, partyCodeProblem);
      const asOf = row.date(C.date, true);
      const targetRef = row.text(C.ref, true);
      const targetType = readChoice(row, C.type, TYPES, true);
      const intensityMetric = readChoice(row, C.metric, METRICS);
      const scope = readChoice(row, C.scope, SCOPES, true);
      const coverageS1 = row.decimal(C.coverageS1, false, FRACTION);
      const coverageS2 = row.decimal(C.coverageS2, false, FRACTION);
      const coverageS3 = row.decimal(C.coverageS3, false, FRACTION);
      const reductionAmbition = row.decimal(C.ambition, true, FRACTION);
      const baseYear = row.integer(C.baseYear, true, YEAR);
      const startYear = row.integer(C.startYear, false, YEAR);
      const endYear = row.integer(C.endYear, true, YEAR);
      const achievedReduction = row.decimal(C.achieved, false, FRACTION);
      const baseYearGhgS1 = row.decimal(C.ghgS1, false, { min: 0 });
      const baseYearGhgS2 = row.decimal(C.ghgS2, false, { min: 0 });
      const baseYearGhgS3 = row.decimal(C.ghgS3, false, { min: 0 });
      const sbtiValidated = row.flag(C.sbti) ?? false;
      if (targetType === 'intensity' && intensityMetric === undefined && !row.faulty)
        row.fail(C.metric, 'Un objectif d’intensité nomme son indicateur (Revenue, Power, Oil…).');
      if (endYear !== undefined && baseYear !== undefined && endYear <= baseYear)
        row.fail(
          C.endYear,
          `L’année cible (${endYear}) doit suivre l’année de référence (${baseYear}).`,
        );
      if (endYear !== undefined && startYear !== undefined && endYear <= startYear)
        row.fail(
          C.endYear,
          `L’année cible (${endYear}) doit suivre l’année de début (${startYear}).`,
        );
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.ref,
          `${issuerCode}|${asOf}|${targetRef}`,
          `l'objectif ${targetRef} de l'émetteur ${issuerCode} à cette date`,
        )
      )
        return undefined;
      return {
        issuerCode: issuerCode!,
        asOf: asOf!,
        targetRef: targetRef!,
        targetType: targetType!,
        intensityMetric: intensityMetric ?? null,
        scope: scope!,
        coverageS1,
        coverageS2,
        coverageS3,
        reductionAmbition: reductionAmbition!,
        baseYear: baseYear!,
        startYear,
        endYear: endYear!,
        achievedReduction,
        baseYearGhgS1,
        baseYearGhgS2,
        baseYearGhgS3,
        sbtiValidated,
      };
    },
  });
};
