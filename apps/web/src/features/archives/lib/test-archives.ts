import type { Archive } from '@prisme/domain';

/** Test data: an archive of Client.DEMO1, computed on 31/03/2025 at 18:45 (Paris). */
export function anArchive(overrides: Partial<Archive> = {}): Archive {
  return {
    perimeterID: '7d1e2f3a-0000-4000-8000-000000000001',
    name: 'Clôture T1',
    category: 'Officiel',
    simulation: false,
    scr: true,
    esg: false,
    riskLiquidity: false,
    simulationDate: '2025-03-31T16:45:00.000Z',
    displayName: 'Alice Martin',
    portfolioNames: ['Vie', 'Retraite'],
    rolename: 'Client.DEMO1',
    valuationDate: '2025-03-31',
    portfolios: ['P-VIE', 'P-RET'],
    compartments: ['GEN'],
    lookThroughLevel: 'FULL',
    archivedAt: '2025-04-01T08:00:00.000Z',
    ...overrides,
  };
}

export const perimeterId = (n: number) => `7d1e2f3a-0000-4000-8000-${String(n).padStart(12, '0')}`;
