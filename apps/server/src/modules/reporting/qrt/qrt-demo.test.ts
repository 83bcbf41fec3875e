import { describe, expect, it } from 'vitest';
import {
  buildQrtReport,
  isUnitLinkedCompartment,
  severityOf,
  type QrtFinding,
  type QrtPosition,
  type QrtSecurity,
} from '@prisme/engine';
import { generateDemoData } from '../../../seed/demo-data/generate';

/**
 * The demo clients' quarterly QRT at 31/12/2024 against the checks and EIOPA's business
 * rules (issue 36): a rule that fires on the demo's correct data is a bug. The data is
 * the demo generator's (the seed writes the same rows); the funds are taken as looked
 * through, their S.06.03 left aside (qrt.test.ts covers it on the database).
 *
 * S.06.02 comes out with no blocking finding. S.08.01's blocking findings are exactly the
 * data the referential does not hold for a derivative held directly: its use (C0110),
 * a swap's legs (C0140, BV803-2) and a currency swap's leg currencies (BV994, BV995),
 * an exchange-traded contract's counterparty (C0260) — the team completes them.
 */
const DATE = '2024-12-31';
const data = generateDemoData({ dates: 2, linesPerClientDate: 3_000 });
const issuers = new Map(data.issuers.map((i) => [i.code, i]));
const groups = new Map(data.issuerGroups.map((g) => [g.code, g]));
const compartments = new Map(
  data.compartments.map((c) => [`${c.roleCode}|${c.portfolioCode}|${c.code}`, c.label]),
);

/** The referential's rows as qrt-repository.ts reads them (issuer and group joined). */
const securities = new Map<string, QrtSecurity>(
  data.securities.map((s) => {
    const issuer = s.issuerCode ? issuers.get(s.issuerCode) : undefined;
    const groupCode = s.issuerGroupCode ?? issuer?.groupCode ?? null;
    const group = groupCode ? groups.get(groupCode) : undefined;
    const security: QrtSecurity = {
      code: s.code,
      codeType: s.codeType,
      name: s.name,
      cic: s.cic,
      currency: s.currency,
      issuerCode: s.issuerCode ?? null,
      issuerName: issuer?.name ?? null,
      issuerLei: issuer?.lei ?? null,
      issuerGroupCode: groupCode,
      issuerGroupName: group?.name ?? null,
      issuerGroupLei: group?.lei ?? null,
      country: s.country ?? null,
      naceCode: s.naceCode ?? null,
      rating: s.rating ?? null,
      creditQualityStep: s.creditQualityStep ?? null,
      maturityDate: s.maturityDate ?? null,
      couponRate: s.couponRate ?? null,
      modifiedDuration: s.modifiedDuration ?? null,
      infrastructure: s.infrastructure ?? null,
      isGovernment: s.isGovernment ?? false,
      isFund: s.hasComposition ?? false,
    };
    return [s.code, security];
  }),
);
const fxUnitsPerEur = Object.fromEntries(
  data.fxRates.filter((r) => r.rateDate === DATE).map((r) => [r.currency, r.unitsPerEur]),
);

function demoReport(roleCode: string) {
  const positions: QrtPosition[] = data.positions
    .filter((p) => p.roleCode === roleCode && p.valuationDate === DATE)
    .map((p) => ({
      portfolioCode: p.portfolioCode,
      compartmentCode: p.compartmentCode,
      unitLinked: isUnitLinkedCompartment(
        p.compartmentCode,
        compartments.get(`${roleCode}|${p.portfolioCode}|${p.compartmentCode}`) ?? null,
      ),
      securityCode: p.securityCode,
      quantity: p.quantity,
      quotationCurrency: p.quotationCurrency,
      marketValueQc: p.marketValueQc,
      marketValueRc: p.marketValueRc,
      accruedInterestRc: p.accruedInterestRc ?? 0,
      bookValueRc: p.bookValueRc ?? null,
      acquisitionDate: p.acquisitionDate ?? null,
    }));
  const fundStatuses = Object.fromEntries(
    positions
      .filter((p) => securities.get(p.securityCode)?.isFund)
      .map((p) => [p.securityCode, ['looked_through']]),
  );
  return buildQrtReport({
    entityId: roleCode,
    referenceDate: DATE,
    baseCurrency: 'EUR',
    ecbColumns: true,
    periodStart: '2024-01-01',
    securities,
    positions,
    fundExposures: [],
    fundStatuses,
    participations: [],
    fxUnitsPerEur,
    expectedTotalAssets: 0,
    income: { opening: null, inventories: [{ date: DATE, positions }] },
  });
}

/** What the referential cannot give a derivative held directly. */
const MISSING_DERIVATIVE_DATA = (f: QrtFinding) =>
  (f.check === 'MANDATORY_CELL' && f.column === 'C0110') ||
  (f.check === 'MANDATORY_CELL' && f.column === 'C0260') ||
  ['BV803-2', 'BV994', 'BV995'].includes(f.rule ?? '');

describe.each(['Client.DEMO1', 'Client.DEMO2', 'FDLCCP'])('the demo QRT of %s', (role) => {
  const report = demoReport(role);
  const blocking = report.findings.filter((f) => severityOf(f) === 'blocking');

  it('S.06.02 has no blocking finding: the business rules pass on the demo’s assets', () => {
    expect(blocking.filter((f) => f.table.includes('.06.02.'))).toEqual([]);
    const assets = report.tables.find((t) => t.code === 'SE.06.02.16.02')!;
    expect(assets.rows.length).toBeGreaterThan(100);
  });

  it('S.08.01’s blocking findings are only the derivative data the referential lacks', () => {
    expect(blocking.filter((f) => !MISSING_DERIVATIVE_DATA(f))).toEqual([]);
    // The business rules do fire there: every swap lacks its legs (BV803-2).
    expect(blocking.some((f) => f.rule === 'BV803-2')).toBe(true);
  });
});
