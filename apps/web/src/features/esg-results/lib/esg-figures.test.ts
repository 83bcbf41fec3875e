import { describe, expect, it } from 'vitest';
import type { EsgGroupPayload } from '@prisme/domain';
import { buildFilter } from '../../../lib/odata-query';
import { groupFilter, securityFilter, statusFilter, temperatureChartOption } from './esg-figures';

const group = (key: string): EsgGroupPayload => ({
  key,
  label: key,
  value: 1,
  eligibleValue: 1,
  coveredValue: 1,
  coverage: 1,
  score: 5,
  lines: 1,
});

// A drill-down is the lines grid's filter: what the server is then asked.
describe('drill-downs', () => {
  it('asks for the lines of a status by its code', () => {
    expect(buildFilter(statusFilter('forced'))).toBe("EsgStatus eq 'forced'");
    expect(buildFilter(statusFilter('uncovered'))).toBe("EsgStatus eq 'uncovered'");
  });

  it('asks for the lines of a portfolio, a NACE section, a country, a security', () => {
    expect(buildFilter(groupFilter('portfolio', group('P-VIE'))!)).toBe("PortfolioCode eq 'P-VIE'");
    expect(buildFilter(groupFilter('sector', group('C'))!)).toBe("startswith(NaceCode,'C')");
    expect(buildFilter(groupFilter('country', group('FR'))!)).toBe("Country eq 'FR'");
    expect(buildFilter(securityFilter('FR0000120271'))).toBe("IsinCode eq 'FR0000120271'");
  });

  it('offers none for the lines lacking the attribute', () => {
    expect(groupFilter('country', group(''))).toBeNull();
  });
});

describe('temperature chart', () => {
  it('lists the methods in the reference order (§2.1.3), whatever the stored order', () => {
    const option = temperatureChartOption({ TETS: { score: 2.9 }, WATS: { score: 2.67875 } });
    expect((option.yAxis as { data: string[] }).data).toEqual(['WATS', 'TETS']);
    expect((option.series as { data: number[] }[])[0]!.data).toEqual([2.68, 2.9]);
  });
});
