import type { Instrument, InstrumentKind, Issuer } from './model';

/** How a fund's composition is known: a real look-through, a target allocation, or none. */
export type FundBasis = 'reported' | 'target_allocation' | 'none';

export interface FundHolding {
  instrument: Instrument;
  /** Where a replacement is picked when the manager sells this line. */
  pool: { kind: InstrumentKind; owner: string | null } | null;
  /** Units, or nominal for instruments quoted per nominal. */
  quantity: number;
}

export interface AllocationBucket {
  code: string;
  label: string;
  cic: string;
  weight: number;
}

export interface Fund {
  instrument: Instrument;
  manager: Issuer;
  /** CIC sub-category of the fund: '41' equity … '49' other. */
  fundType: string;
  /** 3 holds securities only; 2 also holds tier-3 funds; 1 holds tier-2 funds. */
  tier: 1 | 2 | 3;
  basis: FundBasis;
  tptVersion: 'V6' | 'V7';
  /** TPT 11: the manager sends the SCR contributions 97-105b. */
  completeScr: boolean;
  /** Share of the NAV missing from the composition (the one "residual" fund). */
  residual: number;
  /** Months without a composition file. */
  missingMonths: Set<number>;
  shares: number;
  holdings: FundHolding[];
  allocation: AllocationBucket[];
}

/** Special cases the demo must contain, for tests and for whoever demonstrates the app. */
export interface FundNotes {
  cycle: [string, string];
  residualFund: string;
  targetAllocationFunds: string[];
  fundsWithoutComposition: string[];
  missingCompositions: Record<string, string[]>;
  fundOfFundsOfFunds: string[];
}
