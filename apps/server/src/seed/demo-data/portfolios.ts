import type { compartments, portfolios } from '../../db/schema';
import type { PortfolioKind } from '@prisme/domain';
import { parseTable, weights } from './text-table';

/**
 * The demo clients' portfolios and compartments, and how each client invests: its size,
 * and the share of lines per kind of instrument (life insurer: mostly bonds; mutual:
 * more equities and funds; pension fund: long bonds and equities).
 */

export type PortfolioRow = typeof portfolios.$inferInsert;
export type CompartmentRow = typeof compartments.$inferInsert;

export const COMPARTMENT_LABELS: Record<string, string> = {
  GEN: 'Actif général',
  UC: 'Unités de compte',
  PERP: 'Canton PERP',
  RET: 'Canton retraite professionnelle (L.441)',
  FP: 'Fonds propres',
};

/** role | portfolio code | share of the client's assets | compartments | label | benchmark */
const PORTFOLIOS = parseTable(`
  Client.DEMO1 | DEMO1-VIE-EUR | 0.42 | GEN UC PERP FP | Actif général vie — fonds euros | Composite 80 % iBoxx € Overall / 20 % MSCI EMU
  Client.DEMO1 | DEMO1-UC-MULTI | 0.14 | UC GEN | Unités de compte multisupports | MSCI Europe dividendes réinvestis
  Client.DEMO1 | DEMO1-RETRAITE | 0.2 | RET GEN | Retraite supplémentaire | iBoxx € Overall 10+
  Client.DEMO1 | DEMO1-CREDIT | 0.16 | GEN FP UC | Mandat crédit euro | iBoxx € Corporates
  Client.DEMO1 | DEMO1-FP | 0.08 | FP GEN | Placement des fonds propres | €STR capitalisé + 2 %
  Client.DEMO2 | DEMO2-PREV-COLL | 0.35 | GEN FP | Prévoyance collective | Composite 70 % iBoxx € Overall / 30 % MSCI Europe
  Client.DEMO2 | DEMO2-SANTE | 0.25 | GEN FP | Santé individuelle | Bloomberg Euro Aggregate 1-5 ans
  Client.DEMO2 | DEMO2-EPARGNE | 0.28 | GEN UC FP | Épargne et unités de compte | Composite 50 % obligations / 50 % actions
  Client.DEMO2 | DEMO2-TRESO | 0.12 | GEN FP | Trésorerie et placements courts | €STR capitalisé
  FDLCCP | FDLCCP-RETRAITE-A | 0.34 | GEN RET FP | Régime de retraite A | Composite 60 % obligations d'État / 40 % actions
  FDLCCP | FDLCCP-RETRAITE-B | 0.22 | GEN RET | Régime de retraite B | Bloomberg Euro Aggregate Treasury
  FDLCCP | FDLCCP-DIVERSIFIE | 0.26 | GEN UC FP | Portefeuille diversifié long terme | MSCI ACWI dividendes réinvestis
  FDLCCP | FDLCCP-LDI | 0.18 | GEN PERP FP RET | Adossement actif-passif | Courbe EIOPA sans VA
`);

export interface PortfolioPlan {
  row: PortfolioRow;
  share: number;
  compartments: string[];
}

/**
 * The kind of a demo portfolio (issue 35 §A.3), read from its code as an insurer names its
 * books: unit-linked, shareholders' funds, life savings and pensions; the rest « other ».
 */
export function demoPortfolioKind(code: string): PortfolioKind {
  if (/-UC(-|$)/.test(code)) return 'unit_linked';
  if (/-FP$/.test(code)) return 'shareholders_funds';
  if (/-(VIE|EPARGNE|RETRAITE)/.test(code)) return 'life';
  return 'other';
}

export function portfolioPlans(role: string): PortfolioPlan[] {
  return PORTFOLIOS.filter(([r]) => r === role).map(
    ([roleCode, code, share, comps, label, indice]) => ({
      row: {
        roleCode: roleCode!,
        code: code!,
        label: label!,
        indice: indice!,
        // Every demo book is kept in euros.
        currency: 'EUR',
        kind: demoPortfolioKind(code!),
      },
      share: Number(share),
      compartments: comps!.split(' '),
    }),
  );
}

/** Each client's first portfolio: the one the demo perimeter (and its tests) starts from. */
export function firstPortfolioCodes(): string[] {
  const first = new Map<string, string>();
  for (const [role, code] of PORTFOLIOS) if (!first.has(role!)) first.set(role!, code!);
  return [...first.values()];
}

export interface ClientProfile {
  role: string;
  /** Assets under management in euros at the first date. */
  totalEur: number;
  /** Share of lines by instrument kind. */
  mix: [string, number][];
}

const COMMON =
  'supranational:2 regional:1 treasuryBill:0.5 covered:6 subordinated:4 hybrid:1.5 convertible:1 moneyMarket:1 infraBond:1 structured:2 securitisation:2 realEstateEquity:1 equityUnlisted:1 infraEquity:0.5 strategic:0.15 cash:0.6 deposit:0.6 loan:1 property:1.2 other:0.07 future:0.3 callOption:0.15 putOption:0.15 swap:0.3 forward:0.3 creditDerivative:0.2';

export const CLIENT_PROFILES: readonly ClientProfile[] = [
  {
    role: 'Client.DEMO1',
    totalEur: 22e9,
    mix: weights(`govEea:13 govNonEea:2 corporate:33 equity:10 fund:9 ${COMMON}`),
  },
  {
    role: 'Client.DEMO2',
    totalEur: 3.5e9,
    mix: weights(`govEea:9 govNonEea:1 corporate:25 equity:16 fund:15 ${COMMON}`),
  },
  {
    role: 'FDLCCP',
    totalEur: 6.5e9,
    mix: weights(`govEea:16 govNonEea:3 corporate:22 equity:18 fund:10 ${COMMON}`),
  },
];

/** Relative size of a line by kind: a government line is larger than a share line. */
export const LINE_SIZE: Record<string, number> = {
  govEea: 3,
  govNonEea: 1.5,
  supranational: 1.5,
  regional: 1,
  treasuryBill: 1,
  corporate: 1,
  covered: 1.5,
  subordinated: 0.8,
  hybrid: 0.6,
  convertible: 0.5,
  moneyMarket: 0.8,
  infraBond: 1,
  structured: 0.6,
  securitisation: 0.8,
  equity: 0.6,
  realEstateEquity: 0.5,
  equityUnlisted: 0.5,
  infraEquity: 1.5,
  strategic: 4,
  fund: 2,
  cash: 0.5,
  deposit: 1.5,
  loan: 1,
  property: 2,
  other: 0.3,
};

/** How much a compartment attracts a kind of line (unit-linked holds funds, and so on). */
export function affinity(kind: string, compartment: string): number {
  const equityLike = [
    'equity',
    'equityUnlisted',
    'strategic',
    'property',
    'other',
    'infraEquity',
    'realEstateEquity',
  ];
  if (compartment === 'UC')
    return kind === 'fund' ? 6 : kind === 'cash' ? 0.5 : kind === 'equity' ? 0.3 : 0.03;
  if (kind === 'strategic') return compartment === 'FP' ? 10 : 0.01;
  if (compartment === 'FP') return equityLike.includes(kind) ? 2 : 0.5;
  if (compartment === 'PERP' || compartment === 'RET') return equityLike.includes(kind) ? 0.5 : 1.2;
  return 1;
}

export const compartmentLabel = (code: string) => COMPARTMENT_LABELS[code] ?? code;
