import { sql } from 'drizzle-orm';
import { IMPORT_KIND_LABELS, noteExceptionProblems } from '@prisme/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { listLogEntries, toEntry } from '../../modules/integration/log-repository';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { generateDemoData } from './generate';
import { DEMO_SENDER } from './integration-log';
import { seedDemoData } from './writer';

const OPTIONS = { dates: 2, linesPerClientDate: 200 };

/** Rows of a raw query: PGlite and node-postgres both answer { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(testDatabaseKinds())('seedDemoData on %s', (kind) => {
  let database: TestDatabase;
  const data = generateDemoData(OPTIONS);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.dispose());

  it('writes every table once, then does nothing', async () => {
    const { db } = database.handle;
    const result = await seedDemoData(db, OPTIONS);
    expect(result.seeded).toBe(true);
    const count = async (table: string) => {
      const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      return rowsOf<{ n: number }>(result)[0]!.n;
    };
    const expected: Record<string, number> = {
      securities: data.securities.length,
      issuers: data.issuers.length,
      fund_compositions: data.fundCompositions.length,
      fund_composition_lines: data.fundCompositionLines.length,
      positions: data.positions.length,
      portfolios: data.portfolios.length,
      yield_curve_points: data.yieldCurvePoints.length,
      esg_scores: data.esgScores.length,
      liquidity_data: data.liquidityData.length,
      integration_log: 11 + 3 + 3, // reference kinds, then each client's structure and inventories
      climate_targets: data.climateTargets.length,
      pai_data: data.paiData.length,
      sovereign_data: data.sovereignData.length,
    };
    for (const [table, n] of Object.entries(expected)) {
      expect(await count(table), table).toBe(n);
      expect(result.rows[table], table).toBe(n);
    }
    expect(data.positions).toHaveLength(3 * 2 * 200);

    const again = await seedDemoData(db, OPTIONS);
    expect(again.seeded).toBe(false);
    expect(await count('positions')).toBe(data.positions.length);
  }, 120_000);

  it('gives each demo client a forced rating on a holding the vendor scores, checked by the domain', async () => {
    const { db } = database.handle;
    const forced = await db.select().from(schema.esgNoteExceptions);
    const clients = new Set(data.positions.map((p) => p.roleCode));
    expect(new Set(forced.map((f) => f.roleCode))).toEqual(clients);
    const entries = forced.map((f) => ({
      code: f.code,
      denomination: f.denomination,
      codeCIC: f.codeCic,
      note: f.note,
    }));
    for (const role of clients) {
      expect(
        noteExceptionProblems(
          entries.filter((_, i) => forced[i]!.roleCode === role),
          role,
        ),
      ).toEqual([]);
    }
  });

  it('reads back what it wrote: amounts, dates, flags and SCR contributions', async () => {
    const { db } = database.handle;
    const [sums] = rowsOf<{ rc: number; last: string }>(
      await db.execute(
        sql`select sum(market_value_rc)::float8 as rc, max(valuation_date)::text as last from positions`,
      ),
    );
    expect(sums!.rc).toBeCloseTo(
      data.positions.reduce((a, p) => a + p.marketValueRc, 0),
      0,
    );
    expect(sums!.last).toBe('2024-12-31');
    const withScr = data.fundCompositionLines.find((l) => l.indicativeScr)!;
    const [composition] = await db
      .select()
      .from(schema.fundCompositions)
      .where(sql`fund_code || '|' || valuation_date || '|' || basis = ${withScr.compositionKey}`);
    const [line] = await db
      .select()
      .from(schema.fundCompositionLines)
      .where(sql`composition_id = ${composition!.id} and line_no = ${withScr.lineNo}`);
    expect(line!.indicativeScr).toEqual(withScr.indicativeScr);
    expect(line!.marketValuePc).toBe(withScr.marketValuePc);
    const covered = await db
      .select()
      .from(schema.securities)
      .where(sql`is_covered_bond`);
    expect(covered.length).toBe(data.securities.filter((s) => s.isCoveredBond).length);
  });

  it('fills the integration log: each client its inventories, and the reference data', async () => {
    const { db } = database.handle;
    const entries = (await listLogEntries(db, 'Client.DEMO2')).map(toEntry);
    expect(entries).toHaveLength(13);
    expect(entries.every((e) => e.Etat === 'Intégré' && e.Expediteur === DEMO_SENDER)).toBe(true);
    expect(entries.every((e) => e.NombreErreurs === 0 && e.NombreLignes > 0)).toBe(true);
    expect(new Set(entries.map((e) => e.Categorie))).toEqual(
      new Set(Object.values(IMPORT_KIND_LABELS)),
    );
    // Newest first: the client's own inventories head its list, then its structure.
    const [inventories, structure, ...reference] = entries;
    expect(structure).toMatchObject({
      Categorie: 'Structure des portefeuilles',
      RoleName: 'Client.DEMO2',
      NombreLignes: data.compartments.filter((c) => c.roleCode === 'Client.DEMO2').length,
    });
    expect(inventories).toMatchObject({
      Title: 'Inventaires de démonstration (2 dates)',
      Categorie: 'Inventaire',
      RoleName: 'Client.DEMO2',
      NombreLignes: data.positions.filter((p) => p.roleCode === 'Client.DEMO2').length,
    });
    expect(reference.every((e) => e.RoleName === null)).toBe(true);
    const lines = Object.fromEntries(reference.map((e) => [e.Categorie, e.NombreLignes]));
    expect(lines).toEqual({
      'Référentiel titres': data.securities.length,
      'Transparisation (TPT)': data.fundCompositionLines.length,
      'Courbes de taux EIOPA': data.yieldCurvePoints.length,
      'Ajustement symétrique EIOPA': data.scrReferences.length,
      'Cours de change': data.fxRates.length,
      'Données ESG': data.esgScores.length,
      'Données souveraines': data.sovereignData.length,
      'Données climat': data.climateData.length,
      'Objectifs climat': data.climateTargets.length,
      'Données PAI (SFDR)': data.paiData.length,
      'Données de liquidité': data.liquidityData.length,
    });
    expect(reference.find((e) => e.Categorie === 'Cours de change')?.Title).toBe(
      'Cours de change de démonstration (2 dates)',
    );
    const all = await db.select().from(schema.integrationLog);
    expect(all).toHaveLength(11 + 3 + 3);
  });
});
