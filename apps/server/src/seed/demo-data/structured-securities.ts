import { spreadForRating } from './countries';
import type { BuildContext } from './instrument-factory';
import { bondSpec, couponNear, makeInstrument, maturityIn } from './instrument-factory';
import { bondName } from './names';
import { parseTable, weights } from './text-table';

/**
 * Structured notes (CIC x5) issued by banks, and securitisation tranches (CIC x6) issued
 * by the banks' vehicles, with their Solvency II securitisation type.
 */

/** Sub-category | weight | label of the note. */
const NOTES = parseTable(`
  1 | 30 | EMTN Autocall actions zone euro
  2 | 25 | EMTN Range accrual Euribor
  3 | 5 | EMTN Double devise EUR/USD
  4 | 25 | Credit linked note
  5 | 5 | EMTN Indexé immobilier
  6 | 5 | EMTN Indexé matières premières
  7 | 3 | Obligation catastrophe
  9 | 2 | EMTN Structuré
`);

/** Sub-category | weight | tranche label. */
const TRANCHES = parseTable(`
  2 | 35 | RMBS
  4 | 35 | CLO
  5 | 15 | CMBS
  1 | 5 | ABS Actions
  3 | 5 | ABS Devises
  9 | 5 | ABS
`);

const SECURITISATION_TYPES = weights(
  'type1:25 type2:25 sts_senior:30 sts_non_senior:12 resecuritisation:8',
);

const TRANCHE_RATINGS = weights('AAA:40 AA:18 A:15 BBB:15 BB:7 B:3 CCC:2');

export function addStructuredNotes(ctx: BuildContext, count: number): void {
  const { rng, codes, market, universe } = ctx;
  const banks = (universe.byKind.get('bank') ?? []).filter((b) => b.rating);
  const notes = NOTES.map(([sub, w, label]) => [[sub!, label!], Number(w)] as const);
  for (let i = 0; i < count; i++) {
    const issuer = rng.pick(banks);
    const [sub, label] = rng.weighted(notes);
    const years = rng.float(1, 10);
    const spread = spreadForRating(issuer.rating) + 0.01;
    const coupon = couponNear(rng, market, 'EUR', years, spread);
    const maturity = maturityIn(years);
    const currency = sub === '3' ? 'USD' : 'EUR';
    const base = {
      kind: 'structured' as const,
      code: codes.isin(rng.chance(0.6) ? 'XS' : 'FR'),
      name: bondName(`${label} ${issuer.root}`, coupon, maturity),
      cic: `${rng.pick(['LU', 'FR', 'XL'])}5${sub}`,
      currency,
      issuer,
    };
    const instrument = makeInstrument(
      bondSpec(base, { rating: issuer.rating, maturity, coupon, spread }),
    );
    // Equity-linked notes move with the equity market as well as with rates.
    if (sub === '1' && instrument.pricing.type === 'bond') instrument.pricing.beta = 0.35;
    ctx.instruments.push(instrument);
  }
}

export function addSecuritisations(ctx: BuildContext, count: number): void {
  const { rng, codes, market, universe } = ctx;
  const vehicles = universe.byKind.get('spv') ?? [];
  const tranches = TRANCHES.map(([sub, w, label]) => [[sub!, label!], Number(w)] as const);
  for (let i = 0; i < count; i++) {
    const issuer = rng.pick(vehicles);
    const [sub, label] = rng.weighted(tranches);
    const rating = rng.weighted(TRANCHE_RATINGS);
    const years = rng.float(4, 35);
    const spread = spreadForRating(rating) * 1.3;
    const coupon = couponNear(rng, market, 'EUR', years, spread);
    const maturity = maturityIn(years);
    const cls = rating.startsWith('AA') ? 'A' : rating.startsWith('A') ? 'B' : 'C';
    const base = {
      kind: 'securitisation' as const,
      code: codes.isin(issuer.row.country === 'FR' ? 'FR' : 'XS'),
      name: bondName(`${issuer.row.name} ${label} Classe ${cls}`, coupon, maturity),
      cic: `${rng.pick(['XL', 'FR', 'IE', 'LU'])}6${sub}`,
      currency: 'EUR',
      issuer,
      row: { securitisationType: rng.weighted(SECURITISATION_TYPES) },
    };
    ctx.instruments.push(makeInstrument(bondSpec(base, { rating, maturity, coupon, spread })));
  }
}
