import { describe, expect, it } from 'vitest';
import { ARCHIVES, esgTemperatureResultOf, ID_T3, ID_T4 } from '../testing/archives';
import { detailsSheets } from './details-workbook';
import { archivesSheet, fileNameOf, reportWorkbook, sheetOf } from './report-workbook';
import {
  archiveTemperatureRows,
  issuerRows,
  methodRows,
  readTemperatureChoice,
  sectorRows,
  temperatureSheets,
  withTemperatureChoice,
} from './temperature-report';

const [t4, t3] = ARCHIVES as [(typeof ARCHIVES)[number], (typeof ARCHIVES)[number]];
const items = [
  { archive: t3, result: esgTemperatureResultOf(ID_T3, 2.9) },
  { archive: t4, result: esgTemperatureResultOf(ID_T4, 2.5) },
];

describe('the report workbook', () => {
  it('writes a sheet of rows, a missing or non-finite figure as an empty cell', () => {
    expect(
      sheetOf(
        'Feuille',
        undefined,
        [
          { header: 'Nom', kind: 'text', value: (r: { n: string; v?: number }) => r.n },
          { header: 'Valeur', kind: 'amount', value: (r) => r.v },
        ],
        [{ n: 'a', v: 1.5 }, { n: 'b' }, { n: 'c', v: Number.NaN }],
      ),
    ).toEqual({
      name: 'Feuille',
      columns: [
        { header: 'Nom', kind: 'text' },
        { header: 'Valeur', kind: 'amount' },
      ],
      rows: [
        ['a', 1.5],
        ['b', null],
        ['c', null],
      ],
    });
  });

  it('names the file and the report after the report and its module', () => {
    expect(fileNameOf('Etude Comparative', 'SOLVABILITE II')).toBe(
      'etude-comparative-solvabilite-ii',
    );
    expect(fileNameOf('«  »')).toBe('rapport');
    const workbook = reportWorkbook('Client.DEMO1', 'esg', 'Température Implicite', [], []);
    expect(workbook).toMatchObject({
      title: 'Température Implicite — ESG',
      fileName: 'température-implicite-esg',
    });
  });

  it('lists the archives read with their dates, families and author', () => {
    const sheet = archivesSheet([t4]);
    expect(sheet.rows[0]).toEqual([
      'Clôture T4',
      'Officiel',
      '2024-12-31',
      '2025-01-10T09:00:00.000Z',
      'Claire Analyste',
      'Actif général vie',
      'Non',
      'SCR',
    ]);
  });

  it('gives the details of ESG archives a summary, carbon and sources sheet', () => {
    const sheets = detailsSheets('esg', items);
    expect(sheets.map((s) => s.name)).toEqual([
      'Synthèse',
      'Indicateurs carbone',
      'Sources des notes',
    ]);
    expect(sheets[0]!.rows[0]!.at(-1)).toBe(2.9);
    expect(sheets[1]!.rows).toHaveLength(10);
    expect(sheets[1]!.rows[0]!.slice(0, 4)).toEqual([
      'Clôture T3',
      'Émissions financées scopes 1 et 2',
      'tCO2e',
      500,
    ]);
  });
});

describe('the temperature report', () => {
  const choice = { frame: 'mid', scope: 'S1S2', method: 'WATS' };

  it('keeps its choice in the URL, medium term, scopes 1 and 2, WATS by default', () => {
    expect(readTemperatureChoice(new URLSearchParams('horizon=nope&methode=TETS'))).toEqual({
      frame: 'mid',
      scope: 'S1S2',
      method: 'TETS',
    });
    expect(
      withTemperatureChoice(new URLSearchParams('archives=x'), { frame: 'long' }).toString(),
    ).toBe('archives=x&horizon=long');
  });

  it('gives each archive its temperature in every time frame and the chosen cell’s figures', () => {
    const [row] = archiveTemperatureRows(items, choice);
    expect(row).toMatchObject({
      score: 2.9,
      defaultInfluence: 0.25,
      excludedCompanies: 1,
      companies: 3,
      companiesWithTargets: 1,
    });
    expect(row!.byFrame.short).toBeCloseTo(2.6);
    expect(row!.byFrame.long).toBeCloseTo(3.3);
    // A scope without that method: no figure.
    expect(archiveTemperatureRows(items, { ...choice, scope: 'S3' })[0]!.score).toBeNull();
  });

  it('lists the methods some archive has, and matches sectors and issuers across archives', () => {
    expect(methodRows(items, choice).map((r) => [r.method, r.scores])).toEqual([
      ['WATS', [2.9, 2.5]],
      ['TETS', [3, 2.6]],
    ]);
    const sectors = sectorRows(items, choice);
    expect(sectors.map((s) => s.label)).toEqual(['Industries extractives', 'Non renseigné']);
    expect(sectors[0]!.contributions[0]).toBeCloseTo(1.6);
    expect(sectors[0]!.contributions[1]).toBeCloseTo(1.2);
    const issuers = issuerRows(items, choice);
    expect(issuers.map((i) => [i.label, i.sector])).toEqual([
      ['TotalEnergies', 'B'],
      ['ISS-EDF', 'D'],
    ]);
  });

  it('exports the same tables, one sheet each', () => {
    const sheets = temperatureSheets(items, choice);
    expect(sheets.map((s) => s.name)).toEqual([
      'Par sauvegarde',
      'Par méthode',
      'Par secteur',
      'Par émetteur',
    ]);
    expect(sheets[1]!.columns.map((c) => c.header)).toEqual([
      'Méthode',
      'Clôture T3 (30/09/2024)',
      'Clôture T4 (31/12/2024)',
    ]);
    expect(sheets[3]!.columns.map((c) => c.kind)).toEqual([
      'text',
      'text',
      'temperature',
      'temperature',
      'share',
      'share',
    ]);
  });
});
