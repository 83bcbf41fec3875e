import { isEeaCountry } from '@prisme/domain';
import { DEMO_ROLES } from '../demo-accounts';
import type { PositionRow } from './inventories';
import { ratingColumns } from './instrument-factory';
import type { IssuerUniverse } from './issuers';
import type { Instrument, Issuer } from './model';
import type { Random } from './random';

/**
 * Counterparty default risk on the demo clients' own accounts and OTC derivatives (issue
 * 42): each client banks its two euro accounts with two banks of one group (one single
 * name, Art. 190(1)) and its yen account with an unrated EEA bank (Art. 199(7)); its OTC
 * derivatives are under one ISDA agreement per bank (Art. 192(1)), the swaps and swaptions
 * with cash collateral (a CSA, TPT 138 = 1) and the credit derivatives with collateral at a
 * tri-party custodian without the third-party requirement (197(2)); the interest-rate swaps
 * state their risk-mitigating effect (Art. 196), the others leave it out (flagged). Amounts
 * from the last date's positions. Plausible demo data, not any real bank's.
 */
export function assignCounterparties(
  rng: Random,
  universe: IssuerUniverse,
  instruments: Instrument[],
  positions: readonly PositionRow[],
  lastDate: string,
): void {
  // Deposit-taking banks (NACE K6419), not the groups' finance or holding entities.
  const banks = (universe.byKind.get('bank') ?? []).filter((b) => b.row.naceCode === 'K6419');
  const eea = (b: Issuer) => isEeaCountry(b.row.country ?? '');
  const byGroup = new Map<string, Issuer[]>();
  for (const b of banks.filter((b) => b.rating && eea(b))) {
    const list = byGroup.get(b.group.code) ?? [];
    list.push(b);
    byGroup.set(b.group.code, list);
  }
  const groups = [...byGroup.values()].filter((g) => g.length >= 2);
  const unrated = banks.filter((b) => !b.rating && eea(b));
  const held = new Map<string, number>();
  for (const p of positions)
    if (p.valuationDate === lastDate)
      held.set(p.securityCode, (held.get(p.securityCode) ?? 0) + (p.marketValueRc ?? 0));

  for (const role of DEMO_ROLES) {
    const own = instruments.filter((i) => i.owner === role.code);
    const euro = own.filter((i) => i.kind === 'cash' && i.security.currency === 'EUR');
    const group = groups.length ? rng.pick(groups) : undefined;
    if (group) euro.slice(0, 2).forEach((account, k) => rebank(account, group[k]!));
    const yen = own.find((i) => i.kind === 'cash' && i.security.currency === 'JPY');
    if (yen && unrated.length) rebank(yen, rng.pick(unrated));

    for (const contract of own.filter((i) => i.security.cic.startsWith('XT') && isOtc(i))) {
      const bank = contract.issuer;
      if (!bank) continue;
      const s = contract.security;
      if (contract.kind === 'forward') continue; // short-dated FX forwards: no CSA
      s.nettingAgreement = `ISDA 2002 — ${bank.row.name}`;
      const value = Math.max(held.get(s.code) ?? 0, 0);
      if (contract.kind === 'creditDerivative') {
        s.collateralValue = Math.round(value * 0.5);
        s.collateralType = 'securities';
        s.collateralMarketAdjustment = Math.round(value * 0.5 * 0.04);
        s.collateralThirdParty = true;
        s.collateralEligibility = 2;
      } else {
        s.collateralValue = Math.round(value * rng.float(0.6, 0.95));
        s.collateralType = 'cash';
        s.collateralEligibility = 1;
      }
      if (s.cic === 'XTD1') s.riskMitigatingEffect = Math.round(value * rng.float(0.3, 0.8));
    }
  }
}

const isOtc = (i: Instrument) =>
  ['swap', 'callOption', 'putOption', 'creditDerivative', 'forward'].includes(i.kind);

/** An account moved to another bank: its issuer, group, country, sector, rating and name. */
function rebank(account: Instrument, bank: Issuer): void {
  const s = account.security;
  s.name = `Compte courant ${s.currency} — ${bank.row.name}`;
  s.issuerCode = bank.row.code;
  s.issuerGroupCode = bank.group.code;
  s.country = bank.row.country ?? null;
  s.naceCode = bank.row.naceCode ?? null;
  Object.assign(s, ratingColumns(bank.rating));
  account.issuer = bank;
}
