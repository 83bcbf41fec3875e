import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { climateTargets } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER =
  'codeEmetteur;date;referenceObjectif;typeObjectif;indicateurIntensite;perimetre;couvertureS1;couvertureS2;couvertureS3;ambitionReduction;anneeReference;anneeDebut;anneeCible;reductionAtteinte;emissionsReferenceS1;emissionsReferenceS2;emissionsReferenceS3;valideSbti';
/** An absolute S1S2 target of 42 % from 2019 to 2030 (esg-and-liquidity §2.5), and an intensity one. */
const GOOD_LINES = [
  'EMET-A;31/12/2024;T1;absolu;;S1S2;1;1;;0,42;2019;;2030;0,1;1000000;250000;;oui',
  'EMET-B;31/12/2024;T7;intensité;Power;s1s2s3;0,96;0,96;0,7;0,5;2020;2021;2035;;;;;non',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['climate_targets'];

describe.each(testDatabaseKinds())('climate targets import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(climateTargets);
  });

  it('reads a good file back exactly', async () => {
    await uploadAccepted(t, 'climate_targets', 'objectifs.csv', csv(GOOD_LINES));
    const rows = await t.db.select().from(climateTargets).orderBy(asc(climateTargets.issuerCode));
    expect(rows).toEqual([
      {
        issuerCode: 'EMET-A',
        asOf: '2024-12-31',
        targetRef: 'T1',
        targetType: 'absolute',
        intensityMetric: null,
        scope: 'S1S2',
        coverageS1: 1,
        coverageS2: 1,
        coverageS3: null,
        reductionAmbition: 0.42,
        baseYear: 2019,
        startYear: null,
        endYear: 2030,
        achievedReduction: 0.1,
        baseYearGhgS1: 1_000_000,
        baseYearGhgS2: 250_000,
        baseYearGhgS3: null,
        sbtiValidated: true,
      },
      {
        issuerCode: 'EMET-B',
        asOf: '2024-12-31',
        targetRef: 'T7',
        targetType: 'intensity',
        intensityMetric: 'Power',
        scope: 'S1S2S3',
        coverageS1: 0.96,
        coverageS2: 0.96,
        coverageS3: 0.7,
        reductionAmbition: 0.5,
        baseYear: 2020,
        startYear: 2021,
        endYear: 2035,
        achievedReduction: null,
        baseYearGhgS1: null,
        baseYearGhgS2: null,
        baseYearGhgS3: null,
        sbtiValidated: false,
      },
    ]);
  });

  const line = (
    over: Partial<Record<'type' | 'metric' | 'scope' | 'ambition' | 'base' | 'end', string>>,
  ) =>
    `EMET-C;31/12/2024;T2;${over.type ?? 'absolute'};${over.metric ?? ''};${over.scope ?? 'S1S2'};1;1;;${over.ambition ?? '0,3'};${over.base ?? '2019'};;${over.end ?? '2030'};;;;;`;
  const badFiles: [string, string, ExpectedError][] = [
    ['an intensity target without its metric', csv([line({ type: 'intensity' })]), { line: 2, column: 'indicateurIntensite', message: /nomme son indicateur/ }],
    ['a target year before the base year', csv([line({ end: '2018' })]), { line: 2, column: 'anneeCible', message: /doit suivre l’année de référence \(2019\)/ }],
    ['an ambition above 100 %', csv([line({ ambition: '1,2' })]), { line: 2, column: 'ambitionReduction', message: /supérieure au maximum 1/ }],
    ['an unknown scope', csv([line({ scope: 'S4' })]), { line: 2, column: 'perimetre', message: /Valeur non reconnue : « S4 »/ }],
    ['a target twice', csv([line({}), line({})]), { line: 3, column: 'referenceObjectif', message: /Ligne en double .* ligne 2/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'climate_targets', TABLES, csv(GOOD_LINES), badFiles);
});
