import {
  ISO_CURRENCY_TABLE,
  TPT_MARKET_CURRENCY_TABLE,
  WITHDRAWN_CURRENCY_TABLE,
} from './currency-table';

/**
 * iso: in force in ISO 4217; withdrawn: no longer in ISO 4217 but found in history;
 * tpt-market: a market code the TPT allows (data-standards §2.2), not ISO.
 */
export type CurrencyKind = 'iso' | 'withdrawn' | 'tpt-market';

export interface Currency {
  code: string;
  nameFr: string;
  kind: CurrencyKind;
  /** For a TPT market code, the ISO code a QRT carries instead (none for PRB). */
  isoEquivalent?: string;
}

const lines = (table: string) => table.trim().split('\n');

const simpleCurrencies = (table: string, kind: CurrencyKind): Currency[] =>
  lines(table).map((line) => ({ code: line.slice(0, 3), nameFr: line.slice(4), kind }));

const marketCurrencies = (table: string): Currency[] =>
  lines(table).map((line) => {
    const [code = '', iso = '-'] = line.split(' ', 2);
    const currency: Currency = { code, nameFr: line.slice(8), kind: 'tpt-market' };
    if (iso !== '-') currency.isoEquivalent = iso;
    return currency;
  });

/** Every code Prisme knows, sorted by French name (the order of the selection lists). */
export const CURRENCIES: readonly Currency[] = [
  ...simpleCurrencies(ISO_CURRENCY_TABLE, 'iso'),
  ...simpleCurrencies(WITHDRAWN_CURRENCY_TABLE, 'withdrawn'),
  ...marketCurrencies(TPT_MARKET_CURRENCY_TABLE),
].sort((a, b) => a.nameFr.localeCompare(b.nameFr, 'fr'));

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

/** Known to Prisme: ISO in force, withdrawn ISO (history) or a TPT market code. */
export function isKnownCurrency(code: string): boolean {
  return BY_CODE.has(code);
}

/** In force in ISO 4217: what a QRT accepts. */
export function isIsoCurrency(code: string): boolean {
  return BY_CODE.get(code)?.kind === 'iso';
}

/**
 * ISO 4217 codes that are no money a portfolio is kept in: precious metals (XAU, XAG, XPD,
 * XPT), bond-market units (XBA-XBD), the SDR (XDR), the SUCRE (XSU), the ADB unit of
 * account (XUA), the test code (XTS) and « no currency » (XXX). They stay valid in files
 * (a holding of gold is quoted in XAU) but are no reference currency (issue 14).
 */
const NOT_MONEY = new Set([
  'XAU',
  'XAG',
  'XPD',
  'XPT',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XSU',
  'XUA',
  'XTS',
  'XXX',
]);

/** The currencies in force a user may choose (a reference currency, a currency exception). */
export const MONEY_CURRENCIES: readonly Currency[] = CURRENCIES.filter(
  (c) => c.kind === 'iso' && !NOT_MONEY.has(c.code),
);

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code);
}

export function currencyName(code: string): string | undefined {
  return BY_CODE.get(code)?.nameFr;
}

/**
 * The ISO code to report for a file's currency: itself when ISO (in force or
 * withdrawn), the counterpart of a TPT market code, undefined when there is none.
 */
export function isoCurrencyFor(code: string): string | undefined {
  const known = BY_CODE.get(code);
  if (!known) return undefined;
  return known.kind === 'tpt-market' ? known.isoEquivalent : known.code;
}
