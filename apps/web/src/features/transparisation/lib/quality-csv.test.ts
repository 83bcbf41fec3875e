import { describe, expect, it } from 'vitest';
import { summary } from '../testing/fixtures';
import { missingDataCsv, qualityCsv, qualityFileName } from './quality-csv';

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('data-quality CSV exports', () => {
  it('writes the funds with French headers, percentages and missing counts', () => {
    const csv = qualityCsv(summary.byFund);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, first, second] = lines(csv);
    expect(header).toBe(
      'Code;Libellé;Valeur de marché;Part transparisée (%);Part en allocation cible (%);' +
        'Part en dernière allocation publiée (%);Part en regroupement de données (%);' +
        'Part non transparisée, en actions de type 2 (%);' +
        'Part au-delà de la limite de 20 % des regroupements, en actions de type 2 (%);' +
        'Lignes sans ISIN;Lignes sans CIC;Lignes sans Notation;' +
        'Lignes sans Secteur;Lignes sans LEI;Lignes sans Valeur de marché',
    );
    expect(first).toBe('FD-A;Fonds FD-A;250000;80;5;5;10;0;0;1;0;12;3;4;0');
    expect(second).toBe('FD-B;;250000;80;5;5;30;0;0;1;0;12;3;4;0');
  });

  it('writes the missing data with the share of the value concerned', () => {
    expect(lines(missingDataCsv(summary.missing, 100_000))).toEqual([
      'Donnée manquante;Lignes;Valeur de marché;Part de la valeur (%)',
      'ISIN;3;1500,5;1,5005',
      'Notation;120;98765,4;98,7654',
      '',
    ]);
    expect(lines(missingDataCsv(summary.missing, 0))[1]).toBe('ISIN;3;1500,5;0');
  });

  it('names the files after the content and the valuation date', () => {
    expect(qualityFileName('fonds', '2024-12-31T00:00:00Z')).toBe(
      'transparisation-fonds-2024-12-31.csv',
    );
  });
});
