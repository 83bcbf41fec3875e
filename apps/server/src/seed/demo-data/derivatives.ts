import { DEMO_ROLES } from '../demo-accounts';
import type { BuildContext } from './instrument-factory';
import { makeInstrument, maturityIn, ratingColumns } from './instrument-factory';
import { MONTHS, riskFreeRate } from './market';
import type { InstrumentKind, Issuer, SecurityRow } from './model';
import { monthLabel } from './names';
import { round } from './random';
import { FUND_OWNER } from './owned-assets';
import { parseTable } from './text-table';

/**
 * Derivatives (CIC A-F). Futures, listed options and FX forwards are quarterly contracts
 * rolled from one to the next, so a holding moves to the next contract after expiry;
 * swaps, swaptions and credit derivatives are long-dated OTC contracts of each client.
 */

/**
 * Series | kind | CIC | currency | notional per contract | name | underlying (S.08.01
 * C0090, the undertaking's code of an index) | use (C0110: MI, MA, MAP, EPM).
 */
const LISTED = parseTable(`
  FUT-ACTIONS | future | DEA1 | EUR | 50000 | Future indice actions zone euro | INDEX/EURO STOXX 50 | EPM
  FUT-BUND | future | DEA2 | EUR | 130000 | Future Euro-Bund | INDEX/EURO-BUND | MA
  FUT-SCHATZ | future | DEA2 | EUR | 105000 | Future Euro-Schatz | INDEX/EURO-SCHATZ | MA
  FUT-EURUSD | future | USA3 | USD | 125000 | Future EUR/USD | INDEX/EURUSD | MA
  FUT-OR | future | USA5 | USD | 200000 | Future or | INDEX/XAU | EPM
  CALL-ACTIONS | callOption | DEB1 | EUR | 50000 | Option d'achat indice actions zone euro | INDEX/EURO STOXX 50 | EPM
  PUT-ACTIONS | putOption | DEC1 | EUR | 50000 | Option de vente indice actions zone euro | INDEX/EURO STOXX 50 | MA
`);

/** What S.08.01 states of a derivative that the referential holds (data-standards §3.4). */
type DerivativeTerms = Pick<
  SecurityRow,
  | 'underlyingCode'
  | 'underlyingCodeType'
  | 'derivativeUse'
  | 'swapLegs'
  | 'swapDeliveredCurrency'
  | 'swapReceivedCurrency'
>;
/** An index or a basket: the undertaking's own code (type 99, CAU/…). */
const onIndex = (code: string, use: string): DerivativeTerms => ({
  underlyingCode: code,
  underlyingCodeType: '99',
  derivativeUse: use,
});

/** Expiry (20th of Mar/Jun/Sep/Dec) of the nine quarterly contracts 2023-03 … 2025-03. */
const EXPIRIES = Array.from({ length: 9 }, (_, q) => {
  const month = q * 3 + 2; // months after January 2023
  return `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-20`;
});

/** Months (0 = Jan 2023) when contract q is the front one: after the previous expiry. */
const liveMonths = (q: number) => ({
  liveFrom: Math.max(0, 3 * q - 1),
  liveTo: Math.min(MONTHS - 1, 3 * q + 1),
});

export function addDerivatives(ctx: BuildContext): void {
  const { codes, universe } = ctx;
  // Listed contracts are cleared through a clearing member, the undertaking's counterparty
  // in S.08.01 C0260-C0340 (a mandatory cell): the first large rated bank, no draw of the
  // generator, so that the rest of the data stays as it was.
  const clearing = (universe.byKind.get('bank') ?? []).find((b) => b.rating && b.size > 2)!;
  for (const [series, kind, cic, currency, notional, name, underlying, use] of LISTED) {
    EXPIRIES.forEach((expiry, q) => {
      const option = kind !== 'future';
      ctx.instruments.push(
        makeInstrument({
          kind: kind as InstrumentKind,
          code: codes.isin(currency === 'USD' ? 'US' : 'DE'),
          name: `${name} ${monthLabel(expiry)}`,
          cic: cic!,
          currency: currency!,
          issuer: clearing,
          quoting: 'units',
          notionalPerUnit: Number(notional),
          pricing: {
            type: 'margin',
            scale: Number(notional) * (option ? 0.01 : 0.004),
            level: option ? 3 : 0,
          },
          series: series!,
          ...liveMonths(q),
          row: {
            // The security's country is its issuer's (the referential holds one per issuer):
            // the clearing member's; the CIC keeps the country of listing.
            maturityDate: expiry,
            ...ratingColumns(clearing.rating),
            ...onIndex(underlying!, use!),
          },
        }),
      );
    });
  }
  for (const role of DEMO_ROLES) addOtc(ctx, role.code);
  addForwards(ctx, FUND_OWNER);
}

function addOtc(ctx: BuildContext, owner: string): void {
  const { rng, codes, market, universe } = ctx;
  const banks = (universe.byKind.get('bank') ?? []).filter((b) => b.rating && b.size > 2);
  const corporates = (universe.byKind.get('corporate') ?? []).filter((c) => c.listed && c.rating);
  const otc = (
    kind: InstrumentKind,
    cic: string,
    name: string,
    years: number,
    pricing: Parameters<typeof makeInstrument>[0]['pricing'],
    counterparty: Issuer,
    terms: DerivativeTerms,
  ) => {
    const maturityDate = maturityIn(years);
    ctx.instruments.push(
      makeInstrument({
        kind,
        code: codes.internal(cic.slice(2) === 'D1' ? 'SWAP' : 'OTC'),
        name: `${name} ${maturityDate}`,
        cic,
        currency: 'EUR',
        issuer: counterparty,
        owner,
        notionalPerUnit: 1,
        pricing,
        row: {
          maturityDate,
          ...ratingColumns(counterparty.rating),
          ...terms,
        },
      }),
    );
  };
  for (let i = 0; i < 4; i++) {
    const years = rng.float(5, 20);
    const fixedRate = round(riskFreeRate(market, 'EUR', 0, years) + rng.float(-0.004, 0.004), 4);
    const name = `Swap de taux receveur fixe ${(fixedRate * 100).toFixed(2).replace('.', ',')} %`;
    otc(
      'swap',
      'XTD1',
      name,
      years,
      { type: 'swap', fixedRate, maturity: maturityIn(years) },
      rng.pick(banks),
      // Receiving fixed against Euribor: delivers the floating leg (FL-FX), a macro hedge
      // of the liabilities' duration.
      { ...onIndex('INDEX/EURIBOR 6M', 'MA'), swapLegs: 'FL-FX' },
    );
  }
  otc(
    'swap',
    'XTD2',
    'Swap de devises EUR/USD',
    rng.float(2, 6),
    { type: 'margin', scale: 0.03, level: 0 },
    rng.pick(banks),
    // Hedges a USD bond: delivers its fixed USD coupons, receives fixed EUR.
    {
      ...onIndex('INDEX/EURUSD', 'MI'),
      swapLegs: 'FX-FX',
      swapDeliveredCurrency: 'USD',
      swapReceivedCurrency: 'EUR',
    },
  );
  otc(
    'swap',
    'XTD3',
    'Swap de taux et de devises EUR/GBP',
    rng.float(3, 8),
    { type: 'margin', scale: 0.03, level: 0 },
    rng.pick(banks),
    // Delivers SONIA on GBP, receives fixed EUR.
    {
      ...onIndex('INDEX/SONIA', 'MI'),
      swapLegs: 'FL-FX',
      swapDeliveredCurrency: 'GBP',
      swapReceivedCurrency: 'EUR',
    },
  );
  otc(
    'callOption',
    'XTB6',
    'Swaption receveuse 10 ans',
    rng.float(1, 3),
    { type: 'margin', scale: 0.005, level: 3 },
    rng.pick(banks),
    onIndex('INDEX/EUR SWAP 10Y', 'MA'),
  );
  otc(
    'putOption',
    'XTC6',
    'Swaption payeuse 10 ans',
    rng.float(1, 3),
    { type: 'margin', scale: 0.005, level: 3 },
    rng.pick(banks),
    onIndex('INDEX/EUR SWAP 10Y', 'MA'),
  );
  for (let i = 0; i < 2; i++) {
    const reference = rng.pick(corporates);
    otc(
      'creditDerivative',
      'XTF1',
      `CDS 5 ans protection achetée ${reference.root}`,
      rng.float(2, 5),
      { type: 'margin', scale: 0.01, level: 0 },
      rng.pick(banks),
      // The reference entity's listed share, else the entity itself (the undertaking's code).
      referenceInstrument(ctx, reference),
    );
  }
  otc(
    'creditDerivative',
    'XTF4',
    'Total return swap crédit euro',
    rng.float(1, 3),
    { type: 'margin', scale: 0.02, level: 0 },
    rng.pick(banks),
    onIndex('INDEX/IBOXX EUR CORPORATES', 'EPM'),
  );
  addForwards(ctx, owner);
}

/** A CDS's underlying: the reference entity's share (ISIN), else its own code. */
function referenceInstrument(ctx: BuildContext, reference: Issuer): DerivativeTerms {
  const share = ctx.instruments.find((i) => i.issuer === reference && i.kind === 'equity');
  if (!share) return onIndex(`ENTITE/${reference.row.code}`, 'MI');
  return { underlyingCode: share.security.code, derivativeUse: 'MI', underlyingCodeType: '1' };
}

/** FX forwards selling USD and GBP three months ahead, rolled each quarter. */
function addForwards(ctx: BuildContext, owner: string): void {
  const { rng, codes, universe } = ctx;
  const banks = (universe.byKind.get('bank') ?? []).filter((b) => b.rating && b.size > 2);
  for (const currency of ['USD', 'GBP']) {
    EXPIRIES.forEach((expiry, q) => {
      const counterparty = rng.pick(banks);
      ctx.instruments.push(
        makeInstrument({
          kind: 'forward',
          code: codes.internal('CHANGE'),
          name: `Vente à terme ${currency}/EUR ${monthLabel(expiry)}`,
          cic: 'XTE2',
          currency,
          issuer: counterparty,
          owner,
          notionalPerUnit: 1,
          pricing: { type: 'margin', scale: 0.015, level: 0 },
          series: `FWD-${currency}-${owner}`,
          ...liveMonths(q),
          row: {
            maturityDate: expiry,
            ...ratingColumns(counterparty.rating),
            // Sells the currency forward: a macro hedge of the funds' currency exposure.
            ...onIndex(`INDEX/${currency}EUR`, 'MA'),
          },
        }),
      );
    });
  }
}
