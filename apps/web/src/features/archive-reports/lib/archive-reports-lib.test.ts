import { describe, expect, it } from 'vitest';
import { ARCHIVES, HISTORY, ID_T3, ID_T4, SCR_COMPARISON, scrResultOf } from '../testing/archives';
import { classifyLines, lineChange, mergeByKey, scrTotalsRows } from './comparison-rows';
import {
  historyAxis,
  historyChartOption,
  historyGroups,
  groupHasFigures,
  type HistoryGroup,
} from './history-series';
import { archivesOfModule, readSelection, withSelection } from './report-module';

describe('the selection in the URL', () => {
  it('reads archive ids, the pair, the category and the own funds, dropping what is not valid', () => {
    const params = new URLSearchParams(
      `archives=${ID_T4},pas-un-id,${ID_T4},${ID_T3}&a=${ID_T3}&b=x&category=Officiel&fonds=1500000`,
    );
    expect(readSelection(params)).toEqual({
      archives: [ID_T4, ID_T3],
      a: ID_T3,
      b: null,
      category: 'Officiel',
      ownFunds: 1_500_000,
    });
    expect(readSelection(new URLSearchParams('fonds=-3')).ownFunds).toBeNull();
  });

  it('writes a change and removes what is emptied', () => {
    const next = withSelection(new URLSearchParams('category=Test&a=1'), {
      archives: [ID_T4],
      category: null,
      ownFunds: 2.5,
    });
    expect(next.toString()).toBe(`a=1&archives=${ID_T4}&fonds=2.5`);
  });

  it('offers each module the archives holding its family; transparisation any', () => {
    expect(archivesOfModule(ARCHIVES, 'solvency').map((a) => a.name)).toEqual([
      'Clôture T4',
      'Clôture T3',
    ]);
    expect(archivesOfModule(ARCHIVES, 'transparisation')).toHaveLength(3);
    expect(archivesOfModule(ARCHIVES, 'esg')).toEqual([]);
  });
});

describe('the historical series', () => {
  it('charts the SCR and each submodule over the archives, the ratios apart', () => {
    const groups = historyGroups('solvency', HISTORY.points);
    // Every archive under today's rules, no impact: no « Impact 2027 » chart.
    expect(groups.map((g) => g.id)).toEqual(['scr', 'ratios', 'valeur']);
    const [scr, ratios] = groups;
    expect(scr!.metrics.map((m) => m.key)).toEqual([
      'scr',
      'interestRate',
      'equity',
      'property',
      'spread',
      'concentration',
      'currency',
    ]);
    expect(scr!.metrics[0]!.values).toEqual([600, 1_200]);
    expect(scr!.metrics[2]!.values).toEqual([400, 800]);
    // Without own funds no solvency ratio.
    expect(ratios!.metrics.map((m) => m.key)).toEqual(['scrShare']);
    expect(ratios!.metrics[0]!.values).toEqual([0.06, 0.06]);
  });

  it('splits the SCR by the rule set it was computed under, and charts « Impact 2027 » where given', () => {
    const points = [
      HISTORY.points[0]!, // stored before issue 37: SII-2016
      {
        ...HISTORY.points[1]!,
        scr: {
          ...HISTORY.points[1]!.scr!,
          ruleSetId: 'SII-2027' as const,
          impact: { from: 1_000, to: 1_200, difference: 200 },
        },
      },
    ];
    const impact = historyGroups('solvency', points).find((g) => g.id === 'impact2027')!;
    expect(impact.metrics.map((m) => [m.key, m.values])).toEqual([
      ['scr-SII-2016', [600, null]],
      ['scr-SII-2027', [null, 1_200]],
      ['impactFrom', [null, 1_000]],
      ['impactTo', [null, 1_200]],
      ['impactDifference', [null, 200]],
    ]);
    expect(groupHasFigures(impact)).toBe(true);
  });

  it('gives the solvency ratio when own funds are typed', () => {
    const ratios = historyGroups('solvency', HISTORY.points, { ownFunds: 3_000 })[1]!;
    expect(ratios.metrics[1]).toMatchObject({ key: 'solvencyRatio', values: [5, 2.5] });
  });

  it('keeps missing figures as gaps, and names the archives of one date', () => {
    const esg = historyGroups('esg', HISTORY.points);
    expect(esg[0]!.metrics[0]!.values).toEqual([null, null]);
    expect(esg.some(groupHasFigures)).toBe(false);
    const lookThrough = historyGroups('transparisation', HISTORY.points);
    expect(lookThrough[1]!.metrics[0]!.values).toEqual([0.9, 0.95]);
    expect(historyAxis(HISTORY.points)).toEqual(['30/09/2024', '31/12/2024']);
    const sameDay = HISTORY.points.map((p) => ({ ...p, valuationDate: '2024-12-31' }));
    expect(historyAxis(sameDay)).toEqual(['31/12/2024 · Clôture T3', '31/12/2024 · Clôture T4']);
  });

  it('follows the PAI statement’s figures in time, its shares on their own axis (issue 38 §10)', () => {
    const esg = { score: null, coverage: null, pillars: {}, carbon: {}, temperature: {} };
    const points = HISTORY.points.map((p, i) => ({
      ...p,
      esg: { ...esg, pai: { '4': [0.25, 0.2][i]!, '2': [588.6, 500][i]! } },
    }));
    const groups = historyGroups('esg', points);
    const shares = groups.find((g) => g.id === 'pai-parts')!;
    expect(shares.unit).toBe('share');
    expect(shares.metrics.find((m) => m.key === 'pai-4')).toMatchObject({
      label: expect.stringMatching(/^PAI 4 — Exposition à des sociétés actives/),
      values: [0.25, 0.2],
    });
    const others = groups.find((g) => g.id === 'pai')!;
    expect(others.metrics.find((m) => m.key === 'pai-2')!.values).toEqual([588.6, 500]);
    expect(others.metrics.some((m) => m.key === 'pai-4')).toBe(false);
  });

  it('builds one line series per metric on the archives’ axis', () => {
    const group = historyGroups('solvency', HISTORY.points)[0]!;
    const option = historyChartOption(['a', 'b'], group, String) as {
      xAxis: { data: string[] };
      series: { name: string; type: string; data: (number | null)[] }[];
    };
    expect(option.xAxis.data).toEqual(['a', 'b']);
    expect(option.series).toHaveLength(7);
    expect(option.series[0]).toMatchObject({
      name: 'SCR marché',
      type: 'line',
      data: [600, 1_200],
    });
  });
});

describe('the historical charts’ axes (issue 40 §7)', () => {
  const yAxisOf = (group: HistoryGroup) =>
    (historyChartOption(['a', 'b'], group, String) as { yAxis: { minInterval?: number } }).yAxis;

  it('never ticks finer than the labels can tell apart', () => {
    const esg = historyGroups('esg', HISTORY.points);
    const byId = (id: string) => esg.find((g) => g.id === id)!;
    expect(yAxisOf(byId('temperature')).minInterval).toBe(0.01); // « 3,03 °C » once
    expect(yAxisOf(byId('couverture')).minInterval).toBe(0.001); // « 17,8 % » once
    expect(yAxisOf(historyGroups('solvency', HISTORY.points)[0]!).minInterval).toBeUndefined();
  });

  it('charts the financed emissions (tonnes) apart from the intensities', () => {
    const esg = historyGroups('esg', HISTORY.points);
    const units = (id: string) =>
      esg.find((g) => g.id === id)!.metrics.map((m) => /\(([^)]*)\)$/.exec(m.label)![1]);
    expect(new Set(units('carbone'))).toEqual(new Set(['tCO2e']));
    expect(units('intensites').length).toBeGreaterThan(0);
    expect(units('intensites')).not.toContain('tCO2e');
  });
});

describe('the comparison of two archives', () => {
  it('sorts the changed securities into added (only in B), removed (only in A) and moved', () => {
    expect(SCR_COMPARISON.lines.map(lineChange)).toEqual(['added', 'removed', 'moved']);
    const classified = classifyLines(SCR_COMPARISON.lines);
    expect(classified.added.map((l) => l.securityCode)).toEqual(['FR0000000001']);
    expect(classified.removed.map((l) => l.securityCode)).toEqual(['FR0000000002']);
    expect(classified.moved.map((l) => l.securityCode)).toEqual(['FR0000000003']);
  });

  it('reads a security with value but no contribution in A as moved, not added', () => {
    const line = { ...SCR_COMPARISON.lines[0]!, baseMarketValue: 10 };
    expect(lineChange(line)).toBe('moved');
  });

  it('compares the SCR totals and submodules, and the groups by key with 0 for a missing one', () => {
    const rows = scrTotalsRows(scrResultOf(ID_T3, 1), scrResultOf(ID_T4, 2));
    expect(rows[0]).toMatchObject({
      key: 'scr',
      base: 600,
      simulated: 1_200,
      difference: 600,
      relative: 1,
    });
    expect(rows.map((r) => r.key)).toContain('currency');
    const merged = mergeByKey(
      [{ key: '3', label: 'Actions', v: 10 }],
      [
        { key: '1', label: 'Obligations', v: 5 },
        { key: '3', label: 'Actions', v: 12 },
      ],
      (x) => x.v,
    );
    expect(merged).toEqual([
      { key: '3', label: 'Actions', base: 10, simulated: 12, difference: 2, relative: 0.2 },
      { key: '1', label: 'Obligations', base: 0, simulated: 5, difference: 5, relative: null },
    ]);
  });
});
