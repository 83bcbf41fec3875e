import { describe, expect, it } from 'vitest';
import type { PaiMetric } from '@prisme/domain';
import { computeCarbonMetrics, type IssuerClimateFigures } from '../carbon';
import { annualPai, quarterEndsOf } from './annual';
import { computePai, paiFigureLines } from './compute';
import type { PaiDatum, PaiInput, PaiKind, PaiSecurity, PaiSubjectData } from './types';

const M = 1_000_000;

/** A hand-built look-through: one row per line [security code, value in M€]. */
function portfolio(
  securities: readonly PaiSecurity[],
  lines: readonly [string, number][],
  data: Record<string, Partial<Record<PaiMetric, number | [number, 'estimated']>>>,
  climate: Record<string, IssuerClimateFigures> = {},
): PaiInput {
  const index = new Map(securities.map((s, i) => [s.code, i]));
  const datum = (v: number | [number, 'estimated']): PaiDatum =>
    typeof v === 'number'
      ? { value: v, estimated: false, asOf: '2025-12-31' }
      : { value: v[0], estimated: true, asOf: '2025-12-31' };
  return {
    securities,
    lines: {
      security: Int32Array.from(lines.map(([code]) => index.get(code)!)),
      marketValue: Float64Array.from(lines.map(([, value]) => value * M)),
    },
    data: new Map(
      Object.entries(data).map(([key, metrics]) => [
        key,
        Object.fromEntries(
          Object.entries(metrics).map(([m, v]) => [m, datum(v!)]),
        ) as PaiSubjectData,
      ]),
    ),
    climate: new Map(Object.entries(climate)),
  };
}

const security = (
  code: string,
  kind: PaiKind,
  issuerKey: string | null,
  naceSection: string | null = null,
  country: string | null = null,
): PaiSecurity => ({ code, kind, issuerKey, naceSection, country });

/**
 * The carbon worked example of esg-and-liquidity §1.6.5 (A 3.0, B 3.0, C 2.0 M€ of the
 * 11.0 M€ portfolio: sovereign 1.0, cash 1.5, and a company D 0.5 without climate data),
 * with the other indicators' data added on the same issuers.
 */
const EXAMPLE = portfolio(
  [
    security('A', 'company', 'EM-A', 'C'),
    security('B', 'company', 'EM-B', 'D'),
    security('C', 'company', 'EM-C', 'C'),
    security('D', 'company', 'EM-D', 'J'),
    security('OAT', 'sovereign', 'FR-GOV', null, 'FR'),
    security('CASH', 'other', null),
  ],
  [
    ['A', 3],
    ['B', 3],
    ['C', 1.5],
    ['C', 0.5],
    ['D', 0.5],
    ['OAT', 1],
    ['CASH', 1.5],
  ],
  {
    'EM-A': {
      scope1: 15_000_000,
      scope2: [5_000_000, 'estimated'],
      fossilFuelSector: 1,
      nonRenewableConsumptionShare: 0.8,
      nonRenewableProductionShare: [0.9, 'estimated'],
      energyConsumptionIntensity: 2,
      biodiversitySensitiveAreas: 0,
      waterEmissions: 500,
      hazardousWaste: [10_000, 'estimated'],
      ungcOecdViolations: 1,
      ungcOecdProcessLack: 0,
      genderPayGap: 0.2,
      boardFemaleShare: 0.4,
      controversialWeapons: 0,
      noCarbonReductionInitiative: 0,
      noHumanRightsPolicy: 0,
    },
    'EM-B': {
      fossilFuelSector: 0,
      nonRenewableConsumptionShare: [0.3, 'estimated'],
      energyConsumptionIntensity: 5,
      biodiversitySensitiveAreas: 1,
      waterEmissions: 100,
      ungcOecdViolations: 0,
      ungcOecdProcessLack: 1,
      genderPayGap: 0.1,
      boardFemaleShare: 0.5,
      controversialWeapons: 0,
      noCarbonReductionInitiative: 1,
    },
    'EM-C': {
      fossilFuelSector: [0, 'estimated'],
      nonRenewableConsumptionShare: 0.5,
      energyConsumptionIntensity: 1,
      hazardousWaste: 200,
      ungcOecdViolations: 0,
      ungcOecdProcessLack: 0,
      boardFemaleShare: [0.3, 'estimated'],
      controversialWeapons: 1,
      noHumanRightsPolicy: 1,
    },
    'EM-D': { fossilFuelSector: 0, controversialWeapons: 0, boardFemaleShare: 0.25 },
    'FR-GOV': { sovereignGhgIntensity: 150, socialViolations: 0 },
  },
  {
    'EM-A': { evic: 50_000, revenue: 40_000, scope12: 20_000_000, scope3: 80_000_000 },
    'EM-B': { evic: 200_000, revenue: 60_000, scope12: 500_000, scope3: 4_500_000 },
    'EM-C': { evic: 10_000, revenue: 8_000, scope12: 400_000, scope3: 1_600_000 },
  },
);

describe('PAI statement on the §1.6.5 portfolio (11.0 M€ of all investments)', () => {
  const { figures, allInvestments } = computePai(EXAMPLE);
  const f = (key: string) => figures[key]!;

  it('takes every line as « all investments », cash and the sovereign included', () => {
    expect(allInvestments).toBeCloseTo(11 * M, 6);
  });

  it('PAI 1: financed emissions Σ (V_i / EVIC_i) × scope_i, each scope', () => {
    // Scope 1: only A reports it: 3/50 000 × 15 000 000 = 900 t.
    expect(f('1.scope1').value).toBeCloseTo(900, 9);
    expect(f('1.scope1').coverage).toBeCloseTo(3 / 11, 12);
    // Scope 2: A, estimated: 3/50 000 × 5 000 000 = 300 t.
    expect(f('1.scope2').value).toBeCloseTo(300, 9);
    expect(f('1.scope2').estimatedShare).toBe(1);
    // Scope 3: 0.00006 × 80 M + 0.000015 × 4.5 M + 0.0002 × 1.6 M = 4 800 + 67.5 + 320.
    expect(f('1.scope3').value).toBeCloseTo(5_187.5, 9);
    // Total: §1.6.5's 6 475 t; A's scopes 1+2 rest on its estimated scope 2: 3 of 8 M€.
    expect(f('1.total').value).toBeCloseTo(6_475, 9);
    expect(f('1.total').coverage).toBeCloseTo(8 / 11, 12);
    expect(f('1.total').estimatedShare).toBeCloseTo(3 / 8, 12);
    // B, C (two lines) and D have no scope 1: four lines, 5.5 M€.
    expect(f('1.scope1').leftOut.noData).toEqual({ lines: 4, value: 5.5 * M });
  });

  it('PAI 2 and 3 are the reference figures, as the carbon metrics compute them', () => {
    expect(f('2').value).toBeCloseTo(6_475 / 11, 9); // 588.636 t/M€ invested
    expect(f('2').value).toBeCloseTo(588.636, 3);
    expect(f('3').value).toBeCloseTo(750, 9); // (7 500 + 250 + 500) / 11
    const carbon = computeCarbonMetrics({
      lines: {
        marketValue: EXAMPLE.lines.marketValue,
        kind: [...EXAMPLE.lines.security].map((s) =>
          EXAMPLE.securities[s]!.kind === 'company' ? 'corporate' : 'cash',
        ),
        issuer: [...EXAMPLE.lines.security].map((s) => EXAMPLE.securities[s]!.issuerKey),
      },
      climate: EXAMPLE.climate,
    });
    expect(f('2').value).toBeCloseTo(carbon.carbonFootprint.value, 9);
    expect(f('3').value).toBeCloseTo(carbon.pai3.value, 9);
    // The drill-down's contributions add up to the figure.
    const { lines } = paiFigureLines(EXAMPLE, '3');
    expect(lines.reduce((sum, l) => sum + l.contribution, 0)).toBeCloseTo(750, 9);
  });

  it('PAI 4, 7, 10, 11, 14, T2-4, T3-9: the share of all investments in the companies flagged', () => {
    expect(f('4').value).toBeCloseTo(3 / 11, 12); // A
    expect(f('4').coverage).toBeCloseTo(8.5 / 11, 12); // A, B, C, D
    expect(f('4').estimatedShare).toBeCloseTo(2 / 8.5, 12); // C's flag is estimated
    // The sovereign (1 line) and the cash (1 line) are not companies.
    expect(f('4').leftOut.notApplicable).toEqual({ lines: 2, value: 2.5 * M });
    expect(f('7').value).toBeCloseTo(3 / 11, 12); // B
    expect(f('7').coverage).toBeCloseTo(6 / 11, 12);
    expect(f('10').value).toBeCloseTo(3 / 11, 12); // A
    expect(f('11').value).toBeCloseTo(3 / 11, 12); // B
    expect(f('11').coverage).toBeCloseTo(8 / 11, 12);
    expect(f('14').value).toBeCloseTo(2 / 11, 12); // C, two lines
    expect(f('T2-4').value).toBeCloseTo(3 / 11, 12); // B
    expect(f('T2-4').coverage).toBeCloseTo(6 / 11, 12);
    expect(f('T3-9').value).toBeCloseTo(2 / 11, 12); // C
    expect(f('T3-9').coverage).toBeCloseTo(5 / 11, 12);
  });

  it('PAI 5, 12, 13: weighted averages over all investments', () => {
    // (0.8 × 3 + 0.3 × 3 + 0.5 × 2) / 11 = 4.3 / 11
    expect(f('5.consumption').value).toBeCloseTo(4.3 / 11, 12);
    expect(f('5.consumption').estimatedShare).toBeCloseTo(3 / 8, 12);
    expect(f('5.production').value).toBeCloseTo(2.7 / 11, 12); // 0.9 × 3
    expect(f('12').value).toBeCloseTo(0.9 / 11, 12); // 0.2 × 3 + 0.1 × 3
    // 0.4 × 3 + 0.5 × 3 + 0.3 × 2 + 0.25 × 0.5 = 3.425
    expect(f('13').value).toBeCloseTo(3.425 / 11, 12);
    expect(f('13').estimatedShare).toBeCloseTo(2 / 8.5, 12);
  });

  it('PAI 6: GWh per M€ of revenue, averaged over each high-impact section’s investments', () => {
    expect(f('6.C').value).toBeCloseTo((2 * 3 + 1 * 2) / 5, 12); // A and C: 1.6
    expect(f('6.C').eligibleValue).toBeCloseTo(5 * M, 6);
    expect(f('6.D').value).toBeCloseTo(5, 12); // B alone
    expect(f('6.C').leftOut.otherSector).toEqual({ lines: 2, value: 3.5 * M }); // B, D
    expect(f('6.A').value).toBeNaN(); // no investment in section A
    expect(f('6.A').coverage).toBe(0);
  });

  it('PAI 8 and 9: tonnes per M€ invested, Σ (V_i / EVIC_i) × tonnes_i / V', () => {
    // A 500/50 000 × 3 = 0.03; B 100/200 000 × 3 = 0.0015
    expect(f('8').value).toBeCloseTo(0.0315 / 11, 14);
    // A 10 000/50 000 × 3 = 0.6 (estimated); C 200/10 000 × 2 = 0.04
    expect(f('9').value).toBeCloseTo(0.64 / 11, 14);
    expect(f('9').estimatedShare).toBeCloseTo(3 / 5, 12);
  });

  it('PAI 15 and 16 on the sovereign; 17 and 18 without real estate', () => {
    expect(f('15').value).toBeCloseTo(150 / 11, 12); // 150 × 1 / 11 = 13.636
    expect(f('15').coverage).toBeCloseTo(1 / 11, 12);
    expect(f('16.count').value).toBe(0);
    expect(f('16.share').value).toBe(0);
    expect(f('17').value).toBeNaN();
    expect(f('18').eligibleValue).toBe(0);
  });
});

/** Real estate, countries, a short position and a company without issuer (10.5 M€). */
const SECOND = (frIntensity = 150) =>
  portfolio(
    [
      security('IMMO1', 'realEstate', null),
      security('IMMO2', 'realEstate', null),
      security('IMMO3', 'realEstate', null),
      security('OAT', 'sovereign', 'FR-GOV', null, 'FR'),
      security('BTP', 'sovereign', 'IT-GOV', null, 'IT'),
      security('XX', 'sovereign', 'XX-GOV', null, 'XX'),
      security('E', 'company', 'EM-E', 'C'),
      security('NOISSUER', 'company', null, 'C'),
    ],
    [
      ['IMMO1', 2],
      ['IMMO2', 1],
      ['IMMO3', 1],
      ['OAT', 2],
      ['BTP', 1],
      ['XX', 1],
      ['E', 3],
      ['E', -1],
      ['NOISSUER', 0.5],
    ],
    {
      IMMO1: { realEstateFossilFuel: 0, realEstateEnergyInefficient: [1, 'estimated'] },
      IMMO2: { realEstateFossilFuel: 1 },
      'FR-GOV': { sovereignGhgIntensity: frIntensity, socialViolations: 0 },
      'IT-GOV': { sovereignGhgIntensity: [300, 'estimated'], socialViolations: 1 },
      'EM-E': { fossilFuelSector: 1 },
    },
  );

describe('PAI on real estate, sovereigns, shorts and lines without issuer', () => {
  const { figures } = computePai(SECOND());
  const f = (key: string) => figures[key]!;

  it('PAI 17: the real estate assets involved in fossil fuels over the real estate assets', () => {
    expect(f('17').value).toBeCloseTo(1 / 4, 12); // IMMO2 of IMMO1-3
    expect(f('17').coverage).toBeCloseTo(3 / 10.5, 12);
    expect(f('17').leftOut.noData).toEqual({ lines: 1, value: 1 * M }); // IMMO3
  });

  it('PAI 18: energy-inefficient assets over those the EPC / NZEB rules qualify', () => {
    expect(f('18').value).toBe(1); // IMMO1 over IMMO1
    expect(f('18').estimatedShare).toBe(1);
    expect(f('18').coverage).toBeCloseTo(2 / 10.5, 12);
  });

  it('PAI 15: Σ (V_i / V) × GHG_i / GDP_i; PAI 16 counts the countries flagged', () => {
    expect(f('15').value).toBeCloseTo((150 * 2 + 300 * 1) / 10.5, 12);
    expect(f('15').estimatedShare).toBeCloseTo(1 / 3, 12);
    expect(f('16.count').value).toBe(1); // Italy
    expect(f('16.share').value).toBeCloseTo(1 / 3, 12); // of France, Italy, XX
    expect(f('16.count').leftOut.noData).toEqual({ lines: 1, value: 1 * M });
  });

  it('a short line and a line without issuer are left out, said why', () => {
    expect(f('4').value).toBeCloseTo(3 / 10.5, 12);
    expect(f('4').leftOut.short).toEqual({ lines: 1, value: -1 * M });
    expect(f('4').leftOut.noIssuer).toEqual({ lines: 1, value: 0.5 * M });
    const { lines } = paiFigureLines(SECOND(), '4');
    expect(lines.map((l) => [SECOND().securities[l.security]!.code, l.status])).toEqual([
      ['E', 'covered'],
      ['NOISSUER', 'noIssuer'],
    ]);
  });
});

describe('annual impact (Art. 6(3))', () => {
  it('averages the four quarter-end impacts', () => {
    // France's intensity 150, 120, 90, 60: PAI 15 = (2 I + 300) / 10.5 each quarter.
    const dates = quarterEndsOf('2025-12-31')!;
    expect(dates).toEqual(['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31']);
    const quarters = [150, 120, 90, 60].map((i, k) => ({
      date: dates[k]!,
      result: computePai(SECOND(i)),
    }));
    const annual = annualPai(quarters);
    expect(annual.method).toBe('quarterly');
    expect(annual.figures['15']!.value).toBeCloseTo((600 + 540 + 480 + 420) / 4 / 10.5, 12);
    expect(annual.figures['15']!.coverage).toBeCloseTo(3 / 10.5, 12);
  });

  it('takes the single date when four quarter-ends are not there, and says so', () => {
    const annual = annualPai([
      { date: '2025-12-31', result: computePai(SECOND(60)) },
      { date: '2025-09-30', result: computePai(SECOND(90)) },
    ]);
    expect(annual.method).toBe('single');
    expect(annual.dates).toEqual(['2025-12-31']);
    expect(annual.figures['15']!.value).toBeCloseTo(420 / 10.5, 12);
  });

  it('names the quarter-ends of a year closing at a quarter-end only', () => {
    expect(quarterEndsOf('2026-03-31')).toEqual([
      '2025-06-30',
      '2025-09-30',
      '2025-12-31',
      '2026-03-31',
    ]);
    expect(quarterEndsOf('2025-12-15')).toBeNull();
  });
});

describe('performance', () => {
  it('computes the statement on a million lines (timed by bench:esg)', () => {
    const securityCount = 100_000;
    const kinds: PaiKind[] = ['company', 'company', 'company', 'sovereign', 'realEstate', 'other'];
    const securities = Array.from({ length: securityCount }, (_, s) =>
      security(
        `S${s}`,
        kinds[s % kinds.length]!,
        `I${s % 20_000}`,
        'ABCDEFGHL'[s % 9]!,
        `C${s % 50}`,
      ),
    );
    const data = new Map<string, PaiSubjectData>();
    const d = (value: number): PaiDatum => ({ value, estimated: value > 0.5, asOf: '2025-12-31' });
    for (let i = 0; i < 20_000; i++) {
      const r = (i % 97) / 97;
      data.set(`I${i}`, {
        scope1: d(1000 * r),
        scope2: d(500),
        fossilFuelSector: d(i % 2),
        nonRenewableConsumptionShare: d(r),
        energyConsumptionIntensity: d(r * 3),
        waterEmissions: d(10),
        hazardousWaste: d(20),
        genderPayGap: d(r / 5),
        boardFemaleShare: d(r),
        controversialWeapons: d(0),
        sovereignGhgIntensity: d(200),
        socialViolations: d(i % 3 === 0 ? 1 : 0),
      });
    }
    for (let s = 4; s < securityCount; s += 6) data.set(`S${s}`, { realEstateFossilFuel: d(0) });
    const climate = new Map<string, IssuerClimateFigures>();
    for (let i = 0; i < 20_000; i++)
      climate.set(`I${i}`, { scope12: 1500, scope3: 4000, revenue: 100 + i, evic: 500 + i });
    const lineCount = 1_000_000;
    const input: PaiInput = {
      securities,
      lines: {
        security: Int32Array.from({ length: lineCount }, (_, i) => (i * 7919) % securityCount),
        marketValue: Float64Array.from({ length: lineCount }, (_, i) => 1000 + (i % 1000)),
      },
      data,
      climate,
    };
    // Its time is bench:esg's to measure (a timed test fails on a loaded machine).
    const result = computePai(input);
    expect(Number.isFinite(result.figures['2']!.value)).toBe(true);
  }, 30_000);
});

/**
 * PAI 15 from one factor (carbon.ts countryGhgIntensity, esg-and-liquidity §1.6.3:
 * Σ_i (V_i / V) × country's GHG emissions_i / GDP_i): the ESG analysis's carbon metrics
 * and the statement give the same figure on the same lines and countries.
 */
describe('PAI 15: one factor for the ESG analysis and the statement', () => {
  // France 400 Mt / 2 800 000 M€ = 142.857…; Italy 410 Mt / 2 100 000 M€ = 195.238…;
  // XX has no country figures: its PAI datum (300) stands in the statement only.
  const countries = new Map([
    ['FR', { ghgEmissions: 400e6, gdp: 2_800_000, gdpPpp: 3_500_000 }],
    ['IT', { ghgEmissions: 410e6, gdp: 2_100_000, gdpPpp: 2_900_000 }],
  ]);
  const withCountries = (data: Parameters<typeof portfolio>[2]) => ({
    ...portfolio(
      [
        security('OAT', 'sovereign', 'FR-GOV', null, 'FR'),
        security('BTP', 'sovereign', 'IT-GOV', null, 'IT'),
        security('XX', 'sovereign', 'XX-GOV', null, 'XX'),
        security('CASH', 'other', null),
      ],
      [
        ['OAT', 2],
        ['BTP', 1],
        ['XX', 1],
        ['CASH', 6],
      ],
      data,
    ),
    countries,
  });
  const carbonOf = (input: PaiInput) =>
    computeCarbonMetrics({
      lines: {
        marketValue: Float64Array.from(input.lines.security, (_, i) => input.lines.marketValue[i]!),
        kind: Array.from(input.lines.security, (s) =>
          input.securities[s]!.kind === 'sovereign' ? 'sovereign' : 'cash',
        ),
        issuer: Array.from(input.lines.security, (s) => input.securities[s]!.issuerKey),
        country: Array.from(input.lines.security, (s) => input.securities[s]!.country),
      },
      climate: new Map(),
      countries,
    });

  it('the same figure on both screens where the country figures are known', () => {
    // The PAI file's own intensities (999) give way to the sovereign data's.
    const input = withCountries({
      'FR-GOV': { sovereignGhgIntensity: 999 },
      'IT-GOV': { sovereignGhgIntensity: [999, 'estimated'] },
    });
    const expected = (2 * (400e6 / 2_800_000) + 1 * (410e6 / 2_100_000)) / 10;
    const carbon = carbonOf(input);
    const pai = computePai(input).figures['15']!;
    expect(carbon.pai15.value).toBeCloseTo(expected, 10);
    expect(pai.value).toBeCloseTo(expected, 10);
    expect(pai.value).toBeCloseTo(carbon.pai15.value, 12);
    expect(pai.coveredValue).toBe(carbon.pai15.coveredValue);
    // Country figures carry no flag: reported, as the climate data.
    expect(pai.estimatedShare).toBe(0);
    const { lines } = paiFigureLines(input, '15');
    expect(lines.map((l) => [l.factor, l.status])).toEqual([
      [400e6 / 2_800_000, 'covered'],
      [410e6 / 2_100_000, 'covered'],
      [null, 'noData'],
    ]);
  });

  it('the PAI file fills a country the sovereign data lack, in the statement', () => {
    const input = withCountries({ 'XX-GOV': { sovereignGhgIntensity: [300, 'estimated'] } });
    const pai = computePai(input).figures['15']!;
    const carbon = carbonOf(input);
    expect(pai.value).toBeCloseTo(carbon.pai15.value + (1 * 300) / 10, 10);
    expect(pai.coverage).toBeCloseTo(4 / 10, 12);
    expect(pai.estimatedShare).toBeCloseTo(1 / 4, 12);
  });
});
