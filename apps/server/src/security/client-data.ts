import { expect } from 'vitest';
import {
  FIXTURE_PERIMETER,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../test/fixtures/look-through';
import { insertScrMarketData } from '../test/fixtures/scr-market';
import type { TestApp } from '../test/test-app';
import type { KnownValues } from './openapi-requests';

/**
 * Client.DEMO1's data for the sweeps: the look-through fixture computed with its SCR (and
 * its « Impact 2027 ») by
 * « analyste », archived, and a simulation of it. Answers the identifiers a request may
 * aim at (by parameter name) and strings only this client's data holds.
 */
export async function insertClientData(
  t: TestApp,
): Promise<{ demo1: KnownValues; markers: string[] }> {
  await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
  await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.022);
  const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
    ...FIXTURE_PERIMETER,
    computeSCR: true,
    // « Impact 2027 » too (issue 37): its routes must keep it from other clients as well.
    computeImpact2027: true,
  });
  expect(computed.statusCode, computed.body).toBe(200);
  const perimeterID = computed.json().perimeter.perimeterID as string;
  const archived = await t.call('analyste', 'POST', '/api/archive', {
    perimeterID,
    name: 'Sauvegarde confidentielle DEMO1',
    category: 'Officiel',
    simulation: false,
    scr: true,
    esg: false,
    riskLiquidity: false,
  });
  expect(archived.statusCode, archived.body).toBe(201);
  const simulation = await t.call('analyste', 'POST', '/api/simulation/positions', {
    ...FIXTURE_PERIMETER,
    userID: await t.accountIdOf('analyste'),
  });
  expect(simulation.statusCode, simulation.body).toBe(200);
  const simulationID = simulation.json().simulationID as string;

  const demo1: KnownValues = {
    ...FIXTURE_PERIMETER,
    roleName: FIXTURE_PERIMETER.rolename,
    perimeterID,
    perimeterId: perimeterID,
    basePerimeterID: perimeterID,
    simulationID,
    id: simulationID,
    accountId: await t.accountIdOf('analyste'),
  };
  return { demo1, markers: [perimeterID, simulationID, 'Sauvegarde confidentielle', '"P-VIE"'] };
}
