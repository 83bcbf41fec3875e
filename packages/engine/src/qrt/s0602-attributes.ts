import { isKnownCountry, isValidIsin, listFilterFits } from '@prisme/domain';
import {
  categoryOf,
  cicSub,
  NOT_A_PARTICIPATION,
  PARTICIPATION_IN_CIU,
  PARTICIPATION_OTHER_THAN_CIU,
} from './codes';
import type { QrtParticipation, QrtPosition, QrtSecurity } from './inputs';

/**
 * What S.06.02 says of an asset beyond its amounts (data-standards §3.2, §3.6): the ECB
 * add-ons' sector (EC0231) and CIU residence (EC0271), the issuer's presence, and the
 * participation (C0310). Pure; s0602.ts builds the rows with them.
 */

/** EC0291's catch-all member. */
export const ESA_INSTRUMENT_OTHER = 'Other';

/**
 * EC0231 from the issuer's NACE code (§3.6: ESA 2010 sectors S.121 … S.129, S.11, S.13,
 * S.14+S.15): K64.11 central banking → S.121, other monetary intermediation → S.122,
 * funds (K64.30) → S.124 (S.123 for a money-market fund, CIC 43), holdings (K64.2) →
 * S.127, other financial services (K64.9) → S.125, insurance (K65.1, K65.2) → S.128,
 * pension funding (K65.3) → S.129, auxiliaries (K66) → S.126, public administration (O84)
 * or a government issuer → S.13, any other section → S.11. Unknown → null.
 */
export function esaSectorOf(security: QrtSecurity): string | null {
  const nace = security.naceCode?.replace(/[.\s]/g, '').toUpperCase() ?? '';
  const category = categoryOf(security.cic);
  const sub = cicSub(security.cic);
  if (nace.startsWith('K6411') || sub === '17') return 'S.121';
  if (security.isGovernment || nace.startsWith('O84')) return 'S.13';
  // Mortgages and loans without an issuer are made to natural persons (ECB EV52-2), loans
  // on policies (86) to policyholders: households.
  if (category === '8' && !hasIssuer(security)) return 'S.14';
  if (!nace) {
    // The CIC says it: central, regional, local government and treasury bonds (11, 13-15);
    // a CIU is an investment fund, a money-market one for CIC 43.
    if (['11', '13', '14', '15'].includes(sub)) return 'S.13';
    if (category === '4') return sub === '43' ? 'S.123' : 'S.124';
    return null;
  }
  if (nace.startsWith('K641')) return 'S.122';
  if (nace.startsWith('K643'))
    return security.cic?.toUpperCase().endsWith('43') ? 'S.123' : 'S.124';
  if (nace.startsWith('K642')) return 'S.127';
  if (nace.startsWith('K649')) return 'S.125';
  if (nace.startsWith('K653')) return 'S.129';
  if (nace.startsWith('K65')) return 'S.128';
  if (nace.startsWith('K66')) return 'S.126';
  if (nace.startsWith('K')) return 'S.125';
  return /^[A-U]/.test(nace) ? 'S.11' : null;
}

/** Whether the referential names the asset's issuer (a code or a name). */
export const hasIssuer = (security: QrtSecurity | undefined): boolean =>
  Boolean(security?.issuerCode?.trim() || security?.issuerName?.trim());

/**
 * S.06.02 C0310 of an equity (3) or CIU (4): a participation when one of its positions is
 * in the client's strategic participations (by code, portfolio and compartment, `*` all),
 * a participation in a CIU for a fund; not a participation otherwise. Other categories:
 * not reported (BV786: only 3, 4 and 09; BV955-5: required for 3 and 4).
 */
export function participationOf(
  category: string | null,
  positions: readonly QrtPosition[],
  participations: readonly QrtParticipation[],
): string | null {
  if (category !== '3' && category !== '4') return null;
  const held = positions.some((p) =>
    participations.some(
      (e) =>
        e.code.trim() === p.securityCode &&
        listFilterFits(e.portfolioCode, p.portfolioCode) &&
        listFilterFits(e.compartmentCode, p.compartmentCode),
    ),
  );
  if (!held) return NOT_A_PARTICIPATION;
  return category === '4' ? PARTICIPATION_IN_CIU : PARTICIPATION_OTHER_THAN_CIU;
}

/** EC0271 for a CIU: the country of its ISIN (its domicile's numbering agency), else its country. */
export function ciuResidenceOf(security: QrtSecurity): string | null {
  if (isValidIsin(security.code) && isKnownCountry(security.code.slice(0, 2)))
    return security.code.slice(0, 2);
  return security.country;
}
