import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { esgScores } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER = 'codeEmetteur;theme;pilier;note;date';
/** LEIs with valid check digits (data-standards §4.2) and an internal issuer code. */
const GOOD_LINES = [
  '969500UP76J52A9OXU27;CLIMATE_CHANGE;E;6,4;31/12/2024',
  '969500UP76J52A9OXU27;HUMAN_CAPITAL;Social;7,25;31/12/2024',
  '969500UP76J52A9OXU27;CORP_GOVERNANCE;g;5;31/12/2024',
  '5493001KJTIIGC8Y1R12;CLIMATE_CHANGE;E;0;31/12/2024',
  'EMET-INTERNE-01;CORP_GOVERNANCE;G;10;2024-06-30',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['esg_scores'];

describe.each(testDatabaseKinds())('ESG scores import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(esgScores);
  });

  const stored = () =>
    t.db
      .select()
      .from(esgScores)
      .orderBy(asc(esgScores.asOf), asc(esgScores.issuerCode), asc(esgScores.themeId));

  it('reads a good file back exactly', async () => {
    await uploadAccepted(t, 'esg', 'esg.csv', csv(GOOD_LINES));
    expect(
      (await stored()).map((r) => [r.issuerCode, r.themeId, r.pillar, r.score, r.asOf]),
    ).toEqual([
      ['EMET-INTERNE-01', 'CORP_GOVERNANCE', 'G', 10, '2024-06-30'],
      ['5493001KJTIIGC8Y1R12', 'CLIMATE_CHANGE', 'E', 0, '2024-12-31'],
      ['969500UP76J52A9OXU27', 'CLIMATE_CHANGE', 'E', 6.4, '2024-12-31'],
      ['969500UP76J52A9OXU27', 'CORP_GOVERNANCE', 'G', 5, '2024-12-31'],
      ['969500UP76J52A9OXU27', 'HUMAN_CAPITAL', 'S', 7.25, '2024-12-31'],
    ]);
  });

  it('updates a stored score on re-import', async () => {
    await uploadAccepted(t, 'esg', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'esg', 'b.csv', csv([GOOD_LINES[0]!.replace('6,4', '6,9')]));
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.score === 6.9)).toHaveLength(1);
  });

  it('stores a line with an ISIN as that security’s score, beside its issuer’s (issue 38)', async () => {
    const file = csvFile('codeEmetteur;codeIsin;theme;pilier;note;date', [
      '969500UP76J52A9OXU27;;CLIMATE_CHANGE;E;6,4;31/12/2024',
      '969500UP76J52A9OXU27;fr0000120271;CLIMATE_CHANGE;E;3;31/12/2024',
    ]);
    await uploadAccepted(t, 'esg', 'isin.csv', file);
    expect((await stored()).map((r) => [r.isin, r.score])).toEqual([
      ['', 6.4],
      ['FR0000120271', 3],
    ]);
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['a bad ISIN', csvFile('codeEmetteur;codeIsin;theme;pilier;note;date', ['EMET-1;FR0000120272;CLIMATE_CHANGE;E;3;31/12/2024']), { line: 2, column: 'codeIsin', message: /ISIN/ }],
    ['a score above 10', csv([GOOD_LINES[0]!.replace('6,4', '64')]), { line: 2, column: 'note', message: /supérieure au maximum 10 : 64/ }],
    ['a negative score', csv([GOOD_LINES[0]!.replace('6,4', '-1')]), { line: 2, column: 'note', message: /inférieure au minimum 0/ }],
    ['an unknown pillar', csv([GOOD_LINES[0]!.replace(';E;', ';X;')]), { line: 2, column: 'pilier', message: /Valeur non reconnue : « X » \(valeurs admises : E, S, G\)/ }],
    ['a theme under two pillars', csv([GOOD_LINES[0]!, GOOD_LINES[3]!.replace(';E;', ';S;')]), { line: 3, column: 'pilier', message: /« CLIMATE_CHANGE » relève du pilier E à la ligne 2/ }],
    ['an LEI with wrong check digits', csv([GOOD_LINES[0]!.replace('OXU27', 'OXU28')]), { line: 2, column: 'codeEmetteur', message: /Code LEI invalide : chiffres de contrôle attendus 27/ }],
    ['an impossible date', csv([GOOD_LINES[0]!.replace('31/12/2024', '32/12/2024')]), { line: 2, column: 'date', message: /Date inexistante/ }],
    ['a missing theme', csv([GOOD_LINES[0]!.replace('CLIMATE_CHANGE', '')]), { line: 2, column: 'theme', message: /Valeur obligatoire manquante/ }],
    ['a score given twice', csv([...GOOD_LINES, GOOD_LINES[1]!]), { line: 7, column: 'theme', message: /Ligne en double .* ligne 3/ }],
    ['a missing column', csv(GOOD_LINES).replace('pilier', 'axe'), { line: 1, column: 'pilier', message: /Colonne obligatoire absente/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'esg', TABLES, csv(GOOD_LINES), badFiles);
});
