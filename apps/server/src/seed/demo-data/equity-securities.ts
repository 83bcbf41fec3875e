import { COUNTRY_BY_CODE, zoneOf } from './countries';
import type { BuildContext } from './instrument-factory';
import { makeInstrument } from './instrument-factory';
import type { Issuer } from './model';
import type { Random } from './random';

/**
 * Equities (CIC x3): listed shares (type 1 when listed in the EEA/OECD, type 2
 * otherwise), preferred shares and rights, unlisted shares (type 2, internal codes),
 * qualifying infrastructure equity, and the strategic participations of each client.
 */

const INFRA_SECTORS = ['D', 'E', 'F4211', 'H4910', 'H5221'];

/** A price path for a share: a start price, a beta to the market and its own noise. */
function sharePricing(rng: Random, currency: string, median = 45) {
  const scale = currency === 'JPY' ? 150 : 1;
  return {
    type: 'path' as const,
    start: Math.round(rng.logNormal(median, 0.8) * scale * 100) / 100,
    beta: rng.float(0.6, 1.4),
    volatility: rng.float(0.03, 0.09),
    drift: rng.float(-0.004, 0.006),
  };
}

export function addEquities(ctx: BuildContext): void {
  const { rng, codes, universe } = ctx;
  const privateIssuers = ['bank', 'insurer', 'realEstate', 'corporate'].flatMap(
    (k) => universe.byKind.get(k as Issuer['kind']) ?? [],
  );
  for (const issuer of privateIssuers) {
    const country = issuer.row.country!;
    const currency = COUNTRY_BY_CODE.get(country)?.currency ?? 'EUR';
    const realEstate = issuer.kind === 'realEstate';
    if (issuer.listed) {
      const type = zoneOf(country) === 'OTHER' ? 'type2' : 'type1';
      const cic = `${country}3${realEstate ? '2' : '1'}`;
      const listed = { issuer, currency, row: { equityType: type } };
      const pricing = sharePricing(rng, currency);
      const kind = realEstate ? ('realEstateEquity' as const) : ('equity' as const);
      const share = { ...listed, kind, code: codes.isin(country), name: issuer.row.name, cic };
      ctx.instruments.push(makeInstrument({ ...share, pricing, quoting: 'units' }));
      if (rng.chance(0.04)) {
        const name = `${issuer.row.name} ADP`;
        const code = codes.isin(country);
        const preferred = { ...listed, kind: 'equity' as const, code, name, cic: `${country}34` };
        ctx.instruments.push(
          makeInstrument({ ...preferred, pricing: { ...pricing, beta: 0.5 }, quoting: 'units' }),
        );
      }
      if (rng.chance(0.012)) {
        const rights = {
          ...listed,
          kind: 'equity' as const,
          code: codes.isin(country),
          cic: `${country}33`,
        };
        const small = { ...pricing, start: Math.max(0.05, pricing.start / 40), volatility: 0.2 };
        ctx.instruments.push(
          makeInstrument({
            ...rights,
            name: `DPS ${issuer.row.name}`,
            pricing: small,
            quoting: 'units',
          }),
        );
      }
      continue;
    }
    const infra = INFRA_SECTORS.some((s) => issuer.sector.code.startsWith(s)) && rng.chance(0.55);
    if (!infra && !rng.chance(issuer.kind === 'bank' ? 0.05 : 0.22)) continue;
    ctx.instruments.push(
      makeInstrument({
        kind: infra ? 'infraEquity' : 'equityUnlisted',
        code: codes.internal(infra ? 'INFRA' : 'ACTNC'),
        name: `${issuer.row.name} — actions non cotées`,
        cic: `XL3${realEstate ? '2' : '1'}`,
        currency: 'EUR',
        issuer,
        pricing: { ...sharePricing(rng, 'EUR', 120), beta: 0.4, volatility: 0.02 },
        quoting: 'units',
        row: {
          equityType: 'type2',
          infrastructure: infra ? rng.pick(['qualifying', 'qualifying_corporate']) : null,
        },
      }),
    );
  }
  for (const issuer of universe.byKind.get('clientEntity') ?? []) {
    ctx.instruments.push(
      makeInstrument({
        kind: 'strategic',
        code: codes.internal('PARTSTRAT'),
        name: `Participation stratégique — ${issuer.row.name}`,
        cic: 'XL31',
        currency: 'EUR',
        issuer,
        owner: issuer.owner,
        pricing: { ...sharePricing(rng, 'EUR', 300), beta: 0.3, volatility: 0.015, drift: 0.002 },
        quoting: 'units',
        row: { equityType: 'type2' },
      }),
    );
  }
}
