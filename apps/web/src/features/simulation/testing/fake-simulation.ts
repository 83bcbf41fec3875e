import type {
  ComputationResponse,
  SimulationCash,
  SimulationPosition,
  SimulationValuation,
} from '@prisme/domain';
import { on, type Route } from '../../../test/fake-server';
import { json } from '../../../test/render';

/** Test data of the simulation feature, and a small stateful stand-in for its server. */

export const SIMULATION_ID = '5a6b7c8d-0000-4000-8000-000000000007';
export const SIMULATION_PERIMETER_ID = '5a6b7c8d-0000-4000-8000-000000000008';
const base = `/api/simulation/${SIMULATION_ID}`;

export const simulationPosition = (over: Partial<SimulationPosition> = {}): SimulationPosition => ({
  positionNo: 1,
  portfolioCode: 'P-VIE',
  compartmentCode: 'GEN',
  securityCode: 'FR0000120271',
  securityName: 'TotalEnergies',
  cic: 'FR31',
  quantity: 100,
  quotationCurrency: 'EUR',
  marketValueQc: 6_000,
  marketValueRc: 6_000,
  initialQuantity: 100,
  initialMarketValueRc: 6_000,
  changed: false,
  ...over,
});

export const simulationAnswer: ComputationResponse = {
  perimeter: { perimeterID: SIMULATION_PERIMETER_ID },
  globalMarketValuation: 1_250_000,
  globalSCRMarketResult: null,
  simulationID: SIMULATION_ID,
  computationDate: '2025-02-03T10:15:00.000Z',
  lineCount: 1_234,
};

/**
 * A simulation of two positions (TotalEnergies, Apple) and two cash accounts; quantity
 * changes, sales, purchases and cash amounts change what the reads answer next.
 */
export function fakeSimulation() {
  let positions: SimulationPosition[] = [
    simulationPosition(),
    simulationPosition({
      positionNo: 2,
      portfolioCode: 'P-RET',
      compartmentCode: 'UC',
      securityCode: 'US0378331005',
      securityName: 'Apple',
      cic: 'US31',
      quantity: 10,
      quotationCurrency: 'USD',
      marketValueQc: 2_000,
      marketValueRc: 1_800,
      initialQuantity: 10,
      initialMarketValueRc: 1_800,
    }),
  ];
  let cash: SimulationCash[] = [
    { currency: 'EUR', amount: 10_000, amountRc: 10_000 },
    { currency: 'USD', amount: 1_000, amountRc: 900 },
  ];
  const total = () =>
    positions.reduce((sum, p) => sum + p.marketValueRc, 0) +
    cash.reduce((sum, c) => sum + c.amountRc, 0);
  const initial = total();
  const valuation = (): SimulationValuation => ({
    simulationID: SIMULATION_ID,
    initial,
    current: total(),
    difference: total() - initial,
  });
  const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const setQuantity = (positionNo: number, quantity: number) => {
    positions = positions.map((p) => {
      if (p.positionNo !== positionNo) return p;
      const price = p.quantity ? p.marketValueRc / p.quantity : 60;
      return {
        ...p,
        quantity,
        marketValueRc: quantity * price,
        marketValueQc: quantity * price,
        changed: true,
      };
    });
  };
  const routes: Route[] = [
    on('GET', `${base}/positions`, () => json(positions)),
    on('GET', '/api/simulation/cash/', () => json(cash)),
    on('GET', '/api/simulation/global-market-valuation/', () => json(valuation())),
    on('PATCH', /^\/api\/simulation\/[^/]+\/positions\/\d+$/, (url, init) => {
      setQuantity(Number(url.pathname.split('/').pop()), bodyOf(init).quantity as number);
      return json(positions);
    }),
    on('DELETE', /^\/api\/simulation\/[^/]+\/positions\/\d+$/, (url) => {
      const positionNo = Number(url.pathname.split('/').pop());
      const sold = positions.find((p) => p.positionNo === positionNo);
      // As the server: the proceeds go to the cash of the line's currency when asked.
      if (sold && url.searchParams.get('creditCash') === 'true')
        cash = cash.map((c) =>
          c.currency === sold.quotationCurrency
            ? {
                ...c,
                amount: c.amount + sold.marketValueQc,
                amountRc: c.amountRc + sold.marketValueRc,
              }
            : c,
        );
      setQuantity(positionNo, 0);
      return json(positions);
    }),
    on('POST', `${base}/positions`, (_url, init) => {
      const bought = bodyOf(init) as {
        portfolioCode: string;
        compartmentCode: string;
        securityCode: string;
        quantity: number;
      };
      positions = [
        ...positions,
        simulationPosition({
          ...bought,
          positionNo: positions.length + 1,
          securityName: 'LVMH',
          marketValueQc: bought.quantity * 700,
          marketValueRc: bought.quantity * 700,
          initialQuantity: null,
          initialMarketValueRc: null,
          changed: true,
        }),
      ];
      return json(positions);
    }),
    on('PUT', /^\/api\/simulation\/[^/]+\/cash\/[A-Z]{3}$/, (url, init) => {
      const currency = url.pathname.split('/').pop()!;
      const amount = bodyOf(init).amount as number;
      cash = cash.map((c) =>
        c.currency === currency
          ? { ...c, amount, amountRc: currency === 'EUR' ? amount : amount * 0.9 }
          : c,
      );
      return json(cash);
    }),
    on('GET', '/api/simulation/securities', () =>
      json([{ code: 'FR0000121014', name: 'LVMH', cic: 'FR31', currency: 'EUR' }]),
    ),
  ];
  return { routes, positions: () => positions, cash: () => cash };
}
