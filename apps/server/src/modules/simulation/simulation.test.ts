import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, securities, simulationPositions } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The look-through fixture's perimeter (TotalEnergies 1,000 for 10 shares, the fund
 * 2,000, the bond 500) and a cash account of 100 EUR: a simulation copies the 3,600.
 */
describe.each(testDatabaseKinds())('simulation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db.insert(securities).values({
      code: 'CASH-EUR-001',
      codeType: '99',
      name: 'Compte courant EUR',
      cic: 'XT71',
      currency: 'EUR',
    });
    await t.db.insert(positions).values({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-VIE',
      compartmentCode: 'GEN',
      valuationDate: VALUATION_DATE,
      securityCode: 'CASH-EUR-001',
      quantity: 100,
      quotationCurrency: 'EUR',
      marketValueQc: 100,
      marketValueRc: 100,
    });
  });
  afterAll(() => t.close());

  const create = async (login = 'analyste') =>
    t.call(login, 'POST', '/api/simulation/positions', perimeter);
  const listOf = async (id: string, login = 'analyste') =>
    t.call(login, 'GET', `/api/simulation/${id}/positions`);
  const valuation = async (id: string) =>
    (
      await t.call('analyste', 'GET', `/api/simulation/global-market-valuation/?simulationID=${id}`)
    ).json();
  const positionOf = async (id: string, code: string) =>
    (await listOf(id)).json().find((p: { securityCode: string }) => p.securityCode === code);

  it('copies the perimeter’s positions, its cash and its value', async () => {
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().simulationID;
    const list = (await listOf(id)).json();
    expect(list.map((p: { securityCode: string }) => p.securityCode).sort()).toEqual(
      ['CASH-EUR-001', BOND, TOTAL, 'LU0000000017'].sort(),
    );
    expect(list.every((p: { changed: boolean }) => !p.changed)).toBe(true);
    expect(await valuation(id)).toEqual({
      simulationID: id,
      current: 3600,
      initial: 3600,
      difference: 0,
    });
    const cash = await t.call('analyste', 'GET', `/api/simulation/cash/?simulationID=${id}`);
    expect(cash.json()).toEqual([{ currency: 'EUR', amount: 100, amountRc: 100 }]);
  });

  it('sells half a position at its price, deletes one, and leaves the client’s own untouched', async () => {
    const id = (await create()).json().simulationID;
    const total = await positionOf(id, TOTAL);
    const changed = await t.call(
      'analyste',
      'PATCH',
      `/api/simulation/${id}/positions/${total.positionNo}`,
      { quantity: 5 },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await positionOf(id, TOTAL)).toMatchObject({
      quantity: 5,
      marketValueRc: 500,
      changed: true,
    });
    const bond = await positionOf(id, BOND);
    expect(
      (await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bond.positionNo}`))
        .statusCode,
    ).toBe(200);
    expect(await valuation(id)).toMatchObject({ current: 2600, initial: 3600, difference: -1000 });
    const [own] = await t.db.select().from(positions).where(eq(positions.securityCode, TOTAL));
    expect(own).toMatchObject({ quantity: 10, marketValueRc: 1000 });
  });

  it('credits a sale to the portfolio’s cash when asked, in one transaction', async () => {
    const id = (await create()).json().simulationID;
    const total = await positionOf(id, TOTAL);
    const sold = await t.call(
      'analyste',
      'DELETE',
      `/api/simulation/${id}/positions/${total.positionNo}?creditCash=true`,
    );
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await positionOf(id, TOTAL)).toMatchObject({ quantity: 0, marketValueRc: 0 });
    // The proceeds (1,000) moved to the cash account: the simulation's value is unchanged.
    expect(await positionOf(id, 'CASH-EUR-001')).toMatchObject({
      quantity: 1100,
      marketValueQc: 1100,
      marketValueRc: 1100,
    });
    expect(await valuation(id)).toMatchObject({ current: 3600, difference: 0 });
    // Without it, the value leaves the simulation.
    const bond = await positionOf(id, BOND);
    await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bond.positionNo}`);
    expect(await positionOf(id, 'CASH-EUR-001')).toMatchObject({ marketValueQc: 1100 });
    expect(await valuation(id)).toMatchObject({ current: 3100, difference: -500 });
  });

  it('refuses to credit a sale where the portfolio holds no cash in its currency', async () => {
    const id = (await create()).json().simulationID;
    await t.db.insert(simulationPositions).values({
      roleCode: 'Client.DEMO1',
      simulationId: id,
      positionNo: 99,
      portfolioCode: 'P-VIE',
      compartmentCode: 'GEN',
      securityCode: TOTAL,
      quantity: 4,
      quotationCurrency: 'USD',
      marketValueQc: 416,
      marketValueRc: 400,
      initialQuantity: 4,
      initialMarketValueQc: 416,
      initialMarketValueRc: 400,
    });
    const refused = await t.call(
      'analyste',
      'DELETE',
      `/api/simulation/${id}/positions/99?creditCash=true`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /Aucun compte espèces en USD dans le portefeuille P-VIE/,
    );
    const kept = (await listOf(id)).json().find((p: { positionNo: number }) => p.positionNo === 99);
    expect(kept).toMatchObject({ quantity: 4, marketValueRc: 400 });
    const bad = await t.call(
      'analyste',
      'DELETE',
      `/api/simulation/${id}/positions/99?creditCash=oui`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/creditCash/);
  });

  it('keeps a sold position listed, at its price, so that it may be bought back', async () => {
    const id = (await create()).json().simulationID;
    const bond = await positionOf(id, BOND);
    await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bond.positionNo}`);
    expect(await positionOf(id, BOND)).toMatchObject({
      quantity: 0,
      marketValueRc: 0,
      initialQuantity: bond.quantity,
      initialMarketValueRc: 500,
      changed: true,
    });
    const back = await t.call(
      'analyste',
      'PATCH',
      `/api/simulation/${id}/positions/${bond.positionNo}`,
      { quantity: bond.quantity / 2 },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await positionOf(id, BOND)).toMatchObject({ marketValueRc: 250, changed: true });
    await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/${bond.positionNo}`, {
      quantity: bond.quantity,
    });
    expect(await positionOf(id, BOND)).toMatchObject({ marketValueRc: 500, changed: false });
    // A position the user bought goes entirely when deleted.
    const bought = (
      await t.call('analyste', 'POST', `/api/simulation/${id}/positions`, {
        portfolioCode: 'P-VIE',
        compartmentCode: 'GEN',
        securityCode: TOTAL,
        quantity: 1,
      })
    )
      .json()
      .find((p: { initialQuantity: number | null }) => p.initialQuantity === null);
    await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bought.positionNo}`);
    const list = (await listOf(id)).json();
    expect(list.some((p: { positionNo: number }) => p.positionNo === bought.positionNo)).toBe(
      false,
    );
    expect(await valuation(id)).toMatchObject({ current: 3600, difference: 0 });
  });

  it('refuses bad edits in French and changes nothing', async () => {
    const id = (await create()).json().simulationID;
    const total = await positionOf(id, TOTAL);
    const negative = await t.call(
      'analyste',
      'PATCH',
      `/api/simulation/${id}/positions/${total.positionNo}`,
      { quantity: -1 },
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/La quantité ne peut pas être négative/);
    expect(
      (await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/999`, { quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/abc`, { quantity: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await valuation(id)).toMatchObject({ current: 3600 });
    const foreign = await t.call('analyste', 'POST', '/api/simulation/positions', {
      ...perimeter,
      portfolios: ['P-AUTRE-CLIENT'],
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps a simulation to its creator, and to users with the simulation right', async () => {
    const id = (await create()).json().simulationID;
    expect((await create('lecteur')).statusCode).toBe(403);
    expect((await listOf(id, 'lecteur')).statusCode).toBe(403);
    // The administrator may reach every client, not another user's simulation.
    const admin = await listOf(id, 'admin');
    expect(admin.statusCode).toBe(404);
    expect(admin.body).not.toContain(TOTAL);
  });

  it('keeps one simulation per user: a new one replaces the last', async () => {
    const first = (await create()).json().simulationID;
    const second = (await create()).json().simulationID;
    expect((await listOf(first)).statusCode).toBe(404);
    expect((await listOf(second)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(simulationPositions)
      .where(eq(simulationPositions.simulationId, first));
    expect(rows).toEqual([]);
  });

  it('looks the simulation through beside the client’s own perimeter, each kept', async () => {
    const base = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(base.statusCode, base.body).toBe(200);
    const baseId = base.json().perimeter.perimeterID;
    const id = (await create()).json().simulationID;
    const total = await positionOf(id, TOTAL);
    await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/${total.positionNo}`, {
      quantity: 5,
    });
    const computed = await t.call('analyste', 'POST', '/api/simulation/computation', {
      simulationID: id,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json()).toMatchObject({ simulationID: id, globalMarketValuation: 3100 });
    const value = async (perimeterId: string) =>
      (
        await t.call(
          'analyste',
          'GET',
          `/api/inventory/global-market-valuation/?perimeterID=${perimeterId}`,
        )
      ).json();
    expect(await value(computed.json().perimeter.perimeterID)).toBe(3100);
    // The client's own look-through is still there to compare with.
    expect(await value(baseId)).toBe(3600);
    const lines = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${computed.json().perimeter.perimeterID}/odata/hierarchical_positions?$select=IsinCode,MarketValueRc&$filter=IsinCode eq '${TOTAL}'`,
      )
    ).json();
    expect(lines).toEqual([{ IsinCode: TOTAL, MarketValueRc: 500 }]);
    expect(
      (
        await t.call('admin', 'POST', '/api/simulation/computation', {
          simulationID: id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sets the cash of a currency, lists the currencies, finds securities', async () => {
    const id = (await create()).json().simulationID;
    const cash = await t.call('analyste', 'PUT', `/api/simulation/${id}/cash/EUR`, { amount: 250 });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json()).toEqual([{ currency: 'EUR', amount: 250, amountRc: 250 }]);
    expect(await valuation(id)).toMatchObject({ current: 3750, difference: 150 });
    const noAccount = await t.call('analyste', 'PUT', `/api/simulation/${id}/cash/USD`, {
      amount: 10,
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toMatch(/Aucun compte espèces en USD/);
    expect(
      (await t.call('analyste', 'PUT', `/api/simulation/${id}/cash/usd`, { amount: 10 }))
        .statusCode,
    ).toBe(400);
    const currencies = (await t.call('analyste', 'GET', `/api/simulation/${id}/currencies`)).json();
    expect(currencies.map((c: { code: string }) => c.code)).toEqual(['EUR', 'USD']);
    expect(currencies[1]).toMatchObject({ unitsPerEur: 1.04 });
    const found = (
      await t.call('analyste', 'GET', '/api/simulation/securities?search=total&top=5')
    ).json();
    expect(found).toEqual([
      { code: TOTAL, name: 'TotalEnergies SE', cic: 'FR31', currency: 'EUR' },
    ]);
    expect(
      (await t.call('analyste', 'GET', '/api/simulation/securities?search=t')).statusCode,
    ).toBe(400);
    expect(
      (await t.call('analyste', 'GET', '/api/simulation/securities?search=%25_%25')).json(),
    ).toEqual([]);
  });

  it('buys a security at a known price, and says why it cannot otherwise', async () => {
    const id = (await create()).json().simulationID;
    const buy = (body: Record<string, unknown>) =>
      t.call('analyste', 'POST', `/api/simulation/${id}/positions`, {
        portfolioCode: 'P-VIE',
        compartmentCode: 'UC',
        quantity: 2,
        ...body,
      });
    // TotalEnergies is priced by the simulation's own line: 1,000 for 10 shares.
    const bought = await buy({ securityCode: TOTAL });
    expect(bought.statusCode, bought.body).toBe(200);
    const added = bought
      .json()
      .find(
        (p: { securityCode: string; compartmentCode: string }) =>
          p.securityCode === TOTAL && p.compartmentCode === 'UC',
      );
    expect(added).toMatchObject({ quantity: 2, marketValueRc: 200, changed: true });
    expect(await valuation(id)).toMatchObject({ current: 3800 });
    const unpriced = await buy({ securityCode: APPLE });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().message).toMatch(/Prix inconnu pour US0378331005/);
    expect((await buy({ securityCode: 'XX0000000000' })).json().message).toMatch(
      /Titre inconnu du référentiel/,
    );
    expect((await buy({ securityCode: TOTAL, compartmentCode: 'AUTRE' })).statusCode).toBe(400);
    expect((await buy({ securityCode: TOTAL, quantity: 0 })).statusCode).toBe(400);
    expect(await valuation(id)).toMatchObject({ current: 3800 });
  });
});
