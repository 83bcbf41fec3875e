import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CIC_CATEGORY_CODES,
  isValidIsin,
  isValidLei,
  PAI_METRIC_CODES,
  PAI_METRICS,
  type PaiMetric,
} from '@prisme/domain';
import { creditQualityStep } from './countries';
import { DEMO_ROLES } from '../demo-accounts';
import { generateDemoData, type DemoDataset } from './generate';

/** A digest of every generated table, row by row. */
function digest(data: DemoDataset): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [table, value] of Object.entries(data)) {
    const hash = createHash('sha256');
    for (const row of Array.isArray(value) ? value : [value]) hash.update(JSON.stringify(row));
    out[table] = hash.digest('hex');
  }
  return out;
}

describe('demo data generation', () => {
  let data: DemoDataset;
  beforeAll(() => {
    data = generateDemoData();
  });

  it('is deterministic: the same options give the same rows', () => {
    const options = { dates: 2, linesPerClientDate: 300 };
    const first = digest(generateDemoData(options));
    expect(digest(generateDemoData(options))).toEqual(first);
    expect(digest(generateDemoData({ ...options, seed: 7 }))).not.toEqual(first);
  });

  it('gives a third of the companies with climate data reduction targets the import would take', () => {
    const withData = new Set(data.climateData.map((c) => c.issuerCode));
    const withTargets = new Set(data.climateTargets.map((t) => t.issuerCode));
    const share = withTargets.size / withData.size;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
    for (const t of data.climateTargets) {
      expect(t.endYear).toBeGreaterThan(t.baseYear);
      expect(t.reductionAmbition).toBeGreaterThan(0);
      expect(t.reductionAmbition).toBeLessThan(1);
      if (t.targetType === 'intensity') expect(t.intensityMetric).toBe('Power');
    }
    expect(data.climateTargets.some((t) => t.scope === 'S3')).toBe(true);
    // Scopes 1+2 are the intensity times the revenue, to the tonne.
    for (const c of data.climateData.filter((r) => r.scope12Emissions != null).slice(0, 200)) {
      expect(Math.abs(c.scope12Emissions! - c.carbonIntensity! * c.revenue!)).toBeLessThan(
        0.001 * c.scope12Emissions! + c.revenue! * 0.05 + 1,
      );
    }
  });

  it('gives most companies, states and properties PAI data the import would take, with gaps and estimates', () => {
    const bounds = { flag: [0, 1], share: [0, 1], amount: [0, Infinity], gap: [-1, 1] } as const;
    const outside = data.paiData.filter((row) => {
      const [min, max] = bounds[PAI_METRICS[row.metric as PaiMetric].kind];
      return !(row.value >= min && row.value <= max);
    });
    expect(outside).toEqual([]);
    // Scope 3 comes from the climate data.
    const metrics = new Set(data.paiData.map((r) => r.metric));
    expect([...metrics].sort()).toEqual(PAI_METRIC_CODES.filter((m) => m !== 'scope3').sort());
    const estimated = data.paiData.filter((r) => r.estimated).length / data.paiData.length;
    expect(estimated).toBeGreaterThan(0.1);
    expect(estimated).toBeLessThan(0.4);
    // Gaps: not every company with data has every metric.
    const perIssuer = new Map<string, Set<string>>();
    for (const r of data.paiData)
      perIssuer.set(r.subjectCode, (perIssuer.get(r.subjectCode) ?? new Set()).add(r.metric));
    expect(
      [...perIssuer.values()].some((m) => m.has('boardFemaleShare') && !m.has('genderPayGap')),
    ).toBe(true);
  });

  it('gives each client a group of two banks, an unrated bank and OTC terms (issue 42)', () => {
    const issuer = new Map(data.issuers.map((i) => [i.code, i]));
    for (const role of DEMO_ROLES.map((r) => r.code)) {
      const codes = new Set(
        data.positions
          .filter((p) => p.roleCode === role && p.valuationDate === '2024-12-31')
          .map((p) => p.securityCode),
      );
      const own = data.securities.filter((s) => codes.has(s.code));
      const euro = own.filter((s) => s.cic === 'XT72' && s.currency === 'EUR');
      const groups = new Set(euro.map((s) => s.issuerGroupCode));
      const banks = new Set(euro.map((s) => s.issuerCode));
      if (euro.length >= 2) expect([groups.size, banks.size >= 2]).toEqual([1, true]);
      const yen = own.find((s) => s.cic === 'XT72' && s.currency === 'JPY');
      if (yen) {
        expect(yen.creditQualityStep).toBe(9); // TPT 59: no rating
        expect(issuer.get(yen.issuerCode!)?.naceCode).toBe('K6419');
      }
      const swaps = own.filter((s) => s.cic === 'XTD1');
      for (const s of swaps) {
        expect(s.nettingAgreement).toMatch(/^ISDA 2002 — /);
        expect(s.collateralType).toBe('cash');
        expect(s.collateralEligibility).toBe(1);
      }
    }
  });

  it('has the stated volumes', () => {
    expect(data.notes.dates).toHaveLength(24);
    expect(data.notes.dates[0]).toBe('2023-01-31');
    expect(data.notes.dates.at(-1)).toBe('2024-12-31');
    expect(data.securities.length).toBeGreaterThan(19_000);
    expect(data.securities.filter((s) => s.hasComposition)).toHaveLength(150);
    expect(data.portfolios.length).toBeGreaterThanOrEqual(10);
    const perClientDate = data.positions.filter((p) => p.valuationDate === '2024-12-31').length / 3;
    expect(perClientDate).toBeGreaterThan(2900);
    expect(perClientDate).toBeLessThan(3100);
  });

  it('holds every CIC category, for every client, at every date', () => {
    expect(new Set(data.securities.map((s) => s.cic[2]))).toEqual(new Set(CIC_CATEGORY_CODES));
    const cic = new Map(data.securities.map((s) => [s.code, s.cic]));
    const seen = new Map<string, Set<string>>();
    for (const p of data.positions) {
      const key = `${p.roleCode} ${p.valuationDate}`;
      const set = seen.get(key) ?? new Set<string>();
      set.add(cic.get(p.securityCode)![2]!);
      seen.set(key, set);
    }
    expect(seen.size).toBe(3 * 24);
    for (const categories of seen.values()) expect(categories.size).toBe(16);
  });

  it('gives valid ISINs and LEIs and ratings consistent with the CQS', () => {
    const isins = data.securities.filter((s) => s.codeType === '1');
    expect(isins.every((s) => isValidIsin(s.code))).toBe(true);
    expect(
      data.securities
        .filter((s) => s.codeType === '99')
        .every((s) => /^CAU\//.test(s.code) && /^X[LT]/.test(s.cic)),
    ).toBe(true);
    const leis = data.issuers.flatMap((i) => (i.lei ? [i.lei] : []));
    expect(leis.length).toBeGreaterThan(2500);
    expect(leis.every(isValidLei)).toBe(true);
    // The demo clients' undertakings can file QRTs (issue 36 §5): a valid LEI each, distinct.
    const undertakings = data.clientRoles.map((r) => r.lei ?? '');
    expect(undertakings.every(isValidLei)).toBe(true);
    expect(new Set(undertakings).size).toBe(data.clientRoles.length);
    expect(data.clientRoles.every((r) => r.reportingCurrency === 'EUR')).toBe(true);
    for (const s of data.securities.filter((x) => x.rating))
      expect(s.creditQualityStep).toBe(creditQualityStep(s.rating));
    const corporateSteps = new Set(
      data.securities.filter((s) => s.cic[2] === '2').map((s) => s.creditQualityStep),
    );
    expect([...corporateSteps].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 9]);
  });

  it('gives bond durations of 0.5 to 30 years, below the time to maturity', () => {
    const bonds = data.securities.filter(
      (s) => s.cic[2] === '2' && s.modifiedDuration !== null && s.maturityDate! < '9999',
    );
    const durations = bonds.map((b) => b.modifiedDuration!);
    expect(Math.min(...durations)).toBeLessThan(0.6);
    expect(Math.max(...durations)).toBeGreaterThan(25);
    for (const b of bonds) {
      const years = (Date.parse(b.maturityDate!) - Date.parse('2024-12-31')) / 31_557_600_000;
      expect(b.modifiedDuration!).toBeLessThanOrEqual(years + 0.01);
    }
  });
});
