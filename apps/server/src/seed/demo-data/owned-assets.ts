import { DEMO_ROLES } from '../demo-accounts';
import { spreadForRating } from './countries';
import type { BuildContext } from './instrument-factory';
import {
  bondSpec,
  couponNear,
  makeInstrument,
  maturityIn,
  ratingColumns,
} from './instrument-factory';
import type { Issuer } from './model';
import { propertyName } from './names';
import { weights } from './text-table';

/**
 * Assets a single holder owns: bank accounts and cash (x7), deposits, loans and
 * mortgages (x8), buildings (x9) and other investments (x0). Each client has its own;
 * the funds share a pool of their own ('FONDS'). All carry internal codes (CIC XT).
 */

export const FUND_OWNER = 'FONDS';
export const CASH_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY'];

/** Property sub-category:weight (offices, residential, own use…). */
const PROPERTY_MIX = weights('1:8 2:5 3:2 4:2 5:1 9:1');

export function addOwnedAssets(ctx: BuildContext): void {
  for (const role of DEMO_ROLES) addHolderAssets(ctx, role.code, 3);
  addHolderAssets(ctx, FUND_OWNER, 8);
}

function addHolderAssets(ctx: BuildContext, owner: string, scale: number): void {
  const { rng, codes, market, universe } = ctx;
  const banks = (universe.byKind.get('bank') ?? []).filter((b) => b.rating && b.size > 2);
  const borrowers = (universe.byKind.get('corporate') ?? []).filter((c) => c.row.country === 'FR');
  const insurers = universe.byKind.get('insurer') ?? [];
  const common = { owner, quoting: 'nominal' as const };

  for (const currency of CASH_CURRENCIES) {
    for (const bank of rng.sample(banks, 2)) {
      const name = `Compte courant ${currency} — ${bank.row.name}`;
      const account = {
        ...common,
        kind: 'cash' as const,
        code: codes.internal('CPT'),
        name,
        cic: 'XT72',
        currency,
        issuer: bank,
      };
      ctx.instruments.push(
        makeInstrument({ ...account, pricing: { type: 'cash' }, row: ratingColumns(bank.rating) }),
      );
    }
  }
  const till = {
    ...common,
    kind: 'cash' as const,
    code: codes.internal('CAISSE'),
    cic: 'XT71',
    currency: 'EUR',
    issuer: null,
  };
  ctx.instruments.push(
    makeInstrument({
      ...till,
      name: 'Caisse (numéraire)',
      pricing: { type: 'cash' },
      row: { country: 'FR' },
    }),
  );

  const deposit = (cic: string, issuer: Issuer, years: number, label: string) => {
    const coupon = Math.round((couponNear(rng, market, 'EUR', years, 0.004) + 0.2) * 100) / 100;
    const maturity = maturityIn(years);
    const spec = {
      ...common,
      kind: 'deposit' as const,
      code: codes.internal('DAT'),
      cic,
      currency: 'EUR',
      issuer,
    };
    const row = { maturityDate: maturity, couponRate: coupon, ...ratingColumns(issuer.rating) };
    ctx.instruments.push(
      makeInstrument({
        ...spec,
        name: `${label} ${issuer.row.name} ${maturity}`,
        pricing: { type: 'deposit', coupon },
        row,
      }),
    );
  };
  for (let i = 0; i < 6 * scale; i++)
    deposit('XT73', rng.pick(banks), rng.float(0.3, 1), 'Dépôt à terme');
  for (let i = 0; i < 4 * scale; i++)
    deposit('XT74', rng.pick(banks), rng.float(1.2, 5), 'Dépôt à terme');
  for (let i = 0; i < 2; i++)
    deposit('XT75', rng.pick(insurers), rng.float(1, 3), 'Dépôt espèces cédante');

  const loan = (
    cic: string,
    issuer: Issuer | null,
    name: string,
    years: number,
    rating: string | null,
  ) => {
    const spread = spreadForRating(rating) + 0.005;
    const coupon = couponNear(rng, market, 'EUR', years, spread);
    const maturity = maturityIn(years);
    const base = {
      ...common,
      kind: 'loan' as const,
      code: codes.internal(cic === 'XT84' ? 'HYPO' : 'PRET'),
      name,
      cic,
      currency: 'EUR',
      issuer,
      row: { country: 'FR' },
    };
    ctx.instruments.push(makeInstrument(bondSpec(base, { rating, maturity, coupon, spread })));
  };
  for (let i = 0; i < 8 * scale; i++) {
    const b = rng.pick(borrowers);
    loan(
      rng.pick(['XT81', 'XT81', 'XT82', 'XT85', 'XT89']),
      b,
      `Prêt ${b.root} ${i + 1}`,
      rng.float(2, 12),
      b.rating,
    );
  }
  for (let i = 0; i < 3 * scale; i++) {
    const year = rng.int(2015, 2023);
    loan(
      'XT84',
      null,
      `Portefeuille de prêts hypothécaires résidentiels ${year}-${i + 1}`,
      rng.float(8, 25),
      null,
    );
  }
  if (owner !== FUND_OWNER) {
    loan('XT86', null, 'Avances sur polices — contrats épargne', rng.float(1, 4), null);
    loan('XT86', null, 'Avances sur polices — contrats retraite', rng.float(1, 4), null);
  }

  for (let i = 0; i < 19 * scale; i++) {
    const sub = rng.weighted(PROPERTY_MIX);
    const start = Math.round(rng.logNormal(25_000_000, 0.8) / 1000) * 1000;
    const pricing = { type: 'path' as const, start, beta: 0.05, volatility: 0.008, drift: -0.0015 };
    const spec = {
      ...common,
      kind: 'property' as const,
      code: codes.internal('IMMO'),
      cic: `XT9${sub}`,
      currency: 'EUR',
      issuer: null,
    };
    ctx.instruments.push(
      makeInstrument({
        ...spec,
        name: propertyName(rng, sub),
        pricing,
        quoting: 'units',
        row: { country: 'FR' },
      }),
    );
  }

  if (owner === FUND_OWNER) return;
  const gold = { type: 'path' as const, start: 1_950_000, beta: 0, volatility: 0.03, drift: 0.012 };
  const art = { type: 'path' as const, start: 3_500_000, beta: 0, volatility: 0.004, drift: 0.001 };
  const other = {
    ...common,
    kind: 'other' as const,
    cic: 'XT09',
    issuer: null,
    quoting: 'units' as const,
  };
  ctx.instruments.push(
    makeInstrument({
      ...other,
      code: codes.internal('AUTRE'),
      name: 'Or physique en lingots (1 tonne)',
      currency: 'USD',
      pricing: gold,
      row: { country: 'CH' },
    }),
  );
  ctx.instruments.push(
    makeInstrument({
      ...other,
      code: codes.internal('AUTRE'),
      name: "Œuvres d'art — collection d'entreprise",
      currency: 'EUR',
      pricing: art,
      row: { country: 'FR' },
    }),
  );
}
