import type { Compartment, Portfolio } from '@prisme/domain';
import { initialNavigationState, type NavigationState } from '../state/navigation/navigation-state';

/** Test data: a perimeter of Client.DEMO1 that everything was computed from. */
export const selection = {
  portfolios: ['P-VIE', 'P-RET'],
  valuationDate: '2024-12-31',
  compartments: ['GEN'],
  lookThroughLevel: 'FULL' as const,
};

export const portfolio = (code: string): Portfolio => ({
  codePortefeuille: code,
  libellePortefeuille: `Libellé ${code}`,
  rolename: 'Client.DEMO1',
  indice: null,
});

export const compartment = (code: string, portfolioCode = 'P-VIE'): Compartment => ({
  codeCompartiment: code,
  libelleCompartiment: `Compartiment ${code}`,
  codePortefeuille: portfolioCode,
});

/** After a transparisation and an SCR + ESG computation, with archives and a simulation. */
export const computedState: NavigationState = {
  ...initialNavigationState,
  perimeter: selection,
  perimeterLoaded: true,
  lookThrough: {
    status: 'loaded',
    perimeterId: 'per-1',
    totalMarketValuation: 1_000_000,
    transparisationDate: '2025-01-10T08:00:00Z',
  },
  results: {
    scr: { loading: false, done: true },
    esg: { loading: false, done: true },
    risk: { loading: false, done: false },
  },
  computedPerimeterId: 'per-1',
  lastComputedAt: '2025-01-10T08:05:00Z',
  showGreenTick: true,
  scrReady: true,
  simulation: {
    simulationMode: true,
    simulationId: 'sim-1',
    perimeterId: 'per-2',
    transparised: true,
    base: { perimeterId: 'per-0', done: { scr: true, esg: false, risk: false } },
  },
  archives: {
    role: 'Client.DEMO1',
    status: 'loaded',
    exist: { transparisation: true, scr: true, esg: false, risk: false },
    resultArchived: { scr: true, esg: false, risk: false },
  },
  parameters: {
    ...initialNavigationState.parameters,
    changed: { ...initialNavigationState.parameters.changed, equity: true },
    parametersChanged: true,
  },
  qrt: { bceColumns: true, beginDateQrts0901: '2024-01-01' },
};
