import { describe, expect, it } from 'vitest';
import {
  ERRORS_SHOWN_PER_FILE,
  importableFilesOf,
  importSummary,
  parseImportArguments,
  type FileImportResult,
} from './cli-arguments';

describe('npm run import: the command line (issue 35 §B.11)', () => {
  it('takes several files and folders after the options', () => {
    expect(
      parseImportArguments(['--kind', 'fund_lookthrough', 'tpt', 'a.csv', '--tpt-version', 'V6']),
    ).toEqual({
      kind: 'fund_lookthrough',
      role: undefined,
      tptVersion: 'V6',
      referenceDate: undefined,
      inputs: ['tpt', 'a.csv'],
    });
    expect(
      parseImportArguments(['--kind', 'inventory', '--role', 'Client.A', 'x.xlsx'])?.role,
    ).toBe('Client.A');
  });

  it('refuses no file, an unknown kind, version or option', () => {
    expect(parseImportArguments(['--kind', 'inventory'])).toBeNull();
    expect(parseImportArguments(['--kind', 'portefeuille', 'a.csv'])).toBeNull();
    expect(
      parseImportArguments(['--kind', 'fund_lookthrough', '--tpt-version', 'V9', 'a']),
    ).toBeNull();
    expect(parseImportArguments(['--kind', 'inventory', '--force', 'a.csv'])).toBeNull();
    expect(parseImportArguments(['a.csv'])).toBeNull();
  });

  it('reads a folder’s CSV, text and XLSX files by name, nothing hidden nor a lock file', () => {
    expect(
      importableFilesOf([
        'fonds-10.csv',
        'fonds-2.CSV',
        'notes.pdf',
        '.DS_Store',
        '~$classeur.xlsx',
        'classeur.xlsx',
        'export.txt',
        'macro.xlsm',
        'ancien.xls',
      ]),
    ).toEqual({
      files: ['classeur.xlsx', 'export.txt', 'fonds-2.CSV', 'fonds-10.csv', 'macro.xlsm'],
      skipped: ['.DS_Store', '~$classeur.xlsx', 'ancien.xls', 'notes.pdf'],
    });
  });
});

describe('npm run import: the summary', () => {
  const accepted = (fileName: string, lineCount: number): FileImportResult => ({
    fileName,
    accepted: true,
    lineCount,
    errorCount: 0,
    errors: [],
    logId: 1,
  });

  it('counts the files integrated and their lines, exit code 0', () => {
    expect(importSummary([accepted('a.csv', 12), accepted('b.csv', 1500)])).toEqual({
      lines: ['Bilan : 2 fichier(s), 2 intégré(s) (1\u202f512 lignes), 0 rejeté(s).'],
      exitCode: 0,
    });
  });

  it('lists the errors of each rejected file, at most 20 each, exit code 1', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({
      line: i + 2,
      column: '12_CIC_code_of_the_instrument',
      message: 'Code CIC invalide.',
    }));
    const { lines, exitCode } = importSummary([
      accepted('a.csv', 10),
      { fileName: 'b.csv', accepted: false, lineCount: 0, errorCount: 25, errors, logId: 7 },
      {
        fileName: 'c.csv',
        accepted: false,
        lineCount: 0,
        errorCount: 1,
        errors: [{ line: 0, column: '', message: 'Client inconnu.' }],
      },
    ]);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe('Bilan : 3 fichier(s), 1 intégré(s) (10 lignes), 2 rejeté(s).');
    expect(lines[1]).toBe('Rejeté : b.csv (25 erreur(s), journal n° 7) :');
    expect(lines[2]).toBe('  ligne 2, 12_CIC_code_of_the_instrument : Code CIC invalide.');
    expect(lines.slice(2, 2 + ERRORS_SHOWN_PER_FILE + 1).at(-1)).toBe('  … et 5 autre(s).');
    expect(lines.slice(-2)).toEqual(['Rejeté : c.csv (1 erreur(s)) :', '  Client inconnu.']);
  });
});
