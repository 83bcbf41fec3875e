import { z } from 'zod';

/**
 * The Excel export of an archive report (issue 18 §3): POST /api/archive/workbook. The
 * browser sends the report's tables as it shows them (French headers, each column's kind
 * of figure); the server writes the workbook, a sheet a table, each number with its Excel
 * format (docs/decisions/archives/0235-archive-report-workbook.md: why the server, why the tables).
 */

/** How a column's cells are written: text, or a number with its Excel format. */
export const REPORT_COLUMN_KINDS = [
  'text',
  /** Euros, two decimals. */
  'amount',
  /** A share 0–1, as a percentage. */
  'share',
  'count',
  /** An ESG score on 0–10, two decimals. */
  'score',
  /** Degrees Celsius, two decimals. */
  'temperature',
  /** Any other figure (carbon metrics), one decimal. */
  'decimal',
  /** A day, sent as yyyy-mm-dd. */
  'date',
  /** An instant, sent as an ISO date-time. */
  'datetime',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const REPORT_WORKBOOK_LIMITS = {
  sheets: 40,
  columns: 60,
  rows: 20_000,
  text: 500,
} as const;

const text = (max: number) => z.string().max(max, `Texte limité à ${max} caractères.`);

export const reportSheetSchema = z.object({
  /** The sheet's tab (shortened to Excel's 31 characters, made unique by the server). */
  name: text(100).min(1, 'Chaque feuille a un nom.'),
  /** A line above the table: what it shows. */
  title: text(REPORT_WORKBOOK_LIMITS.text).optional(),
  columns: z
    .array(
      z.object({
        header: text(200),
        kind: z.enum(REPORT_COLUMN_KINDS, { error: 'Type de colonne inconnu.' }),
      }),
    )
    .min(1, 'Chaque feuille a au moins une colonne.')
    .max(REPORT_WORKBOOK_LIMITS.columns),
  rows: z
    .array(
      z
        .array(z.union([z.string().max(REPORT_WORKBOOK_LIMITS.text), z.number(), z.null()]))
        .max(REPORT_WORKBOOK_LIMITS.columns),
    )
    .max(REPORT_WORKBOOK_LIMITS.rows, `Au plus ${REPORT_WORKBOOK_LIMITS.rows} lignes par feuille.`),
});
export type ReportSheet = z.infer<typeof reportSheetSchema>;

export const reportWorkbookSchema = z
  .object({
    rolename: text(100).min(1, 'Le client est obligatoire.'),
    /** The report's title (« Etude Comparative — SOLVABILITE II »), first line of the cover sheet. */
    title: text(200).min(1, 'Le titre du rapport est obligatoire.'),
    /** What the report shows: the archives, the category, the choices made. */
    description: z.array(text(REPORT_WORKBOOK_LIMITS.text)).max(20).default([]),
    /** The file's name, without extension. */
    fileName: z
      .string()
      .regex(/^[\p{L}\p{N} ._-]{1,100}$/u, 'Nom de fichier invalide.')
      .default('rapport'),
    sheets: z.array(reportSheetSchema).min(1).max(REPORT_WORKBOOK_LIMITS.sheets),
  })
  .meta({ id: 'ReportWorkbook' });
export type ReportWorkbook = z.input<typeof reportWorkbookSchema>;
export type ReportWorkbookParsed = z.output<typeof reportWorkbookSchema>;
