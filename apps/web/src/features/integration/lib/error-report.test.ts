import { describe, expect, it } from 'vitest';
import {
  buildErrorReportCsv,
  csvField,
  errorReportBlob,
  errorReportFileName,
} from './error-report';

describe('error report CSV', () => {
  it('starts with the UTF-8 BOM and the French header, ;-separated, CRLF lines', () => {
    const csv = buildErrorReportCsv([
      { line: 2, column: 'quantite', message: 'Nombre attendu' },
      { line: 7, column: 'devise', message: 'Devise inconnue : XYZ' },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      'Ligne;Colonne;Motif\r\n2;quantite;Nombre attendu\r\n7;devise;Devise inconnue : XYZ\r\n',
    );
  });

  it('quotes fields holding ; or quotes or line breaks, doubling the quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('valeur "12,5" invalide')).toBe('"valeur ""12,5"" invalide"');
    expect(csvField('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvField('simple, avec virgule')).toBe('simple, avec virgule');
    expect(csvField(42)).toBe('42');
  });

  it('neutralises texts that a spreadsheet would run as formulas', () => {
    expect(csvField('=SOMME(A1)')).toBe("'=SOMME(A1)");
    expect(csvField('@cmd;x')).toBe('"\'@cmd;x"');
    expect(csvField('-1')).toBe("'-1");
  });

  it('keeps accents: the blob is UTF-8 with its BOM', async () => {
    const blob = errorReportBlob([
      { line: 3, column: 'échéance', message: 'Date « 31/02 » invalide' },
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('3;échéance;Date « 31/02 » invalide');
  });

  it('names the report after the refused file', () => {
    expect(errorReportFileName('Inventaire mars 2025.xlsx')).toBe(
      'rapport-rejet-Inventaire-mars-2025.csv',
    );
    expect(errorReportFileName('données été.csv')).toBe('rapport-rejet-donnees-ete.csv');
    expect(errorReportFileName('.csv')).toBe('rapport-rejet-fichier.csv');
  });
});
