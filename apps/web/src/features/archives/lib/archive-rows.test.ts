import { describe, expect, it } from 'vitest';
import { archiveChips, filterArchives, sortArchives } from './archive-rows';
import { anArchive, perimeterId } from './test-archives';

const a = anArchive({
  perimeterID: perimeterId(1),
  name: 'Écart taux',
  displayName: 'Zoé',
  simulationDate: '2025-03-01T10:00:00Z',
  valuationDate: '2025-02-28',
});
const b = anArchive({
  perimeterID: perimeterId(2),
  name: 'clôture',
  displayName: 'Alice',
  simulationDate: '2025-04-01T10:00:00Z',
  valuationDate: '2025-03-31',
  portfolioNames: ['Épargne'],
});
const c = anArchive({
  perimeterID: perimeterId(3),
  name: 'Budget',
  displayName: 'Alice',
  simulationDate: '2025-02-01T10:00:00Z',
  valuationDate: '2025-03-31',
});

describe('archive rows', () => {
  it('chips the families kept, and a simulation’s archive', () => {
    expect(archiveChips(anArchive({ scr: true, esg: true, riskLiquidity: true }))).toEqual([
      'SCR',
      'ESG',
      'Liquidité',
    ]);
    expect(archiveChips(anArchive({ scr: false, simulation: true }))).toEqual(['Simulation']);
  });

  it('sorts by name in French order, accents and case aside', () => {
    const sorted = sortArchives([a, b, c], { key: 'name', direction: 'asc' });
    expect(sorted.map((x) => x.name)).toEqual(['Budget', 'clôture', 'Écart taux']);
  });

  it('sorts by date either way, equal rows in the list’s order', () => {
    expect(
      sortArchives([a, b, c], { key: 'simulationDate', direction: 'desc' }).map((x) => x.name),
    ).toEqual(['clôture', 'Écart taux', 'Budget']);
    expect(
      sortArchives([b, c, a], { key: 'valuationDate', direction: 'desc' }).map((x) => x.name),
    ).toEqual(['clôture', 'Budget', 'Écart taux']);
    expect(
      sortArchives([b, c, a], { key: 'displayName', direction: 'asc' }).map((x) => x.name),
    ).toEqual(['clôture', 'Budget', 'Écart taux']);
  });

  it('filters on name, author and portfolios, accents and case folded', () => {
    expect(filterArchives([a, b, c], 'ecart').map((x) => x.name)).toEqual(['Écart taux']);
    expect(filterArchives([a, b, c], 'ALICE').map((x) => x.name)).toEqual(['clôture', 'Budget']);
    expect(filterArchives([a, b, c], 'epargne').map((x) => x.name)).toEqual(['clôture']);
    expect(filterArchives([a, b, c], '  ')).toHaveLength(3);
  });
});
