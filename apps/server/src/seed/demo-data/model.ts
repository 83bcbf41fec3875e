import type { issuerGroups, issuers, securities } from '../../db/schema';
import type { NaceClass } from './sectors';

/** In-memory shapes shared by the generator's parts. Rows are the tables' insert types. */

export type GroupRow = typeof issuerGroups.$inferInsert;
export type IssuerRow = typeof issuers.$inferInsert;
export type SecurityRow = typeof securities.$inferInsert;

export type IssuerKind =
  | 'sovereign'
  | 'regional'
  | 'supranational'
  | 'bank'
  | 'insurer'
  | 'corporate'
  | 'realEstate'
  | 'spv'
  | 'manager'
  | 'clientEntity';

export interface Issuer {
  row: IssuerRow;
  group: GroupRow;
  kind: IssuerKind;
  /** Issuer rating; null = not rated. */
  rating: string | null;
  /** Whether the issuer has shares on a market. */
  listed: boolean;
  /** Relative size (1 = typical): drives how many bonds it issues and its market value. */
  size: number;
  sector: NaceClass;
  /** The client role a client-group entity belongs to. */
  owner: string | null;
  /** Root of the group's name, for naming its securities. */
  root: string;
}

/** What an instrument is for the generator: drives pools, pricing and TPT fields. */
export type InstrumentKind =
  | 'govEea'
  | 'govNonEea'
  | 'supranational'
  | 'regional'
  | 'treasuryBill'
  | 'corporate'
  | 'covered'
  | 'convertible'
  | 'moneyMarket'
  | 'hybrid'
  | 'subordinated'
  | 'infraBond'
  | 'structured'
  | 'securitisation'
  | 'equity'
  | 'realEstateEquity'
  | 'equityUnlisted'
  | 'infraEquity'
  | 'strategic'
  | 'fund'
  | 'cash'
  | 'deposit'
  | 'loan'
  | 'property'
  | 'other'
  | 'future'
  | 'callOption'
  | 'putOption'
  | 'swap'
  | 'forward'
  | 'creditDerivative';

export type Pricing =
  | { type: 'bond'; coupon: number; maturity: string; spread: number; beta?: number }
  | { type: 'path'; start: number; beta: number; volatility: number; drift: number }
  | { type: 'cash' }
  | { type: 'deposit'; coupon: number }
  | { type: 'swap'; fixedRate: number; maturity: string }
  | { type: 'margin'; scale: number; level: number }
  | { type: 'fund' };

export interface Instrument {
  security: SecurityRow;
  kind: InstrumentKind;
  issuer: Issuer | null;
  /** Client role owning a unique asset (property, loan, account…); 'FONDS' for funds' own. */
  owner: string | null;
  /** 'nominal': quantity is a nominal, prices are per 1 of it; 'units': per share/contract. */
  quoting: 'nominal' | 'units';
  /** Derivatives: notional per unit, to size positions (their value is far smaller). */
  notionalPerUnit: number | null;
  pricing: Pricing;
  /** Rolled contracts (futures, listed options, FX forwards): the series and live months. */
  series: string | null;
  liveFrom: number;
  liveTo: number;
  /** By month (0 = 2023-01-31): dirty value per unit and accrued per unit, in currency. */
  dirty: Float64Array;
  accrued: Float64Array;
  /** Modified duration by month, for interest-bearing instruments. */
  duration: Float64Array | null;
}
