import {
  ESG_METHOD_LABELS,
  ESG_SCOPE_LABELS,
  ESG_TIME_FRAME_LABELS,
  type Archive,
  type EsgResult,
  type ReportSheet,
} from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';
import { DEFAULT_TEMPERATURE } from './history-series';
import { sheetOf, type WorkbookColumn } from './report-workbook';

/**
 * « Température Implicite » over archives (issue 18 §3, the ESG issue's temperature):
 * the implied temperature of each selected archive's stored ESG result, by time frame,
 * scope and aggregation method, and what makes it (sectors, issuers). Pure.
 */
export interface TemperatureChoice {
  frame: string;
  scope: string;
  method: string;
}

export interface ArchiveEsg {
  archive: Archive;
  result: EsgResult;
}

type Cell = EsgResult['temperature'][string][string][string];

export const FRAMES = Object.keys(ESG_TIME_FRAME_LABELS);
export const SCOPES = Object.keys(ESG_SCOPE_LABELS);
export const METHODS = Object.keys(ESG_METHOD_LABELS);

/** Sectors and issuers listed: the largest contributions. */
export const TOP_SECTORS = 12;
export const TOP_ISSUERS = 20;

const oneOf = (value: string | null, allowed: readonly string[], fallback: string) =>
  value && allowed.includes(value) ? value : fallback;

/** The choice kept in the URL (`horizon`, `scope`, `methode`), else medium term, S1+S2, WATS. */
export function readTemperatureChoice(params: URLSearchParams): TemperatureChoice {
  return {
    frame: oneOf(params.get('horizon'), FRAMES, DEFAULT_TEMPERATURE.frame),
    scope: oneOf(params.get('scope'), SCOPES, DEFAULT_TEMPERATURE.scope),
    method: oneOf(params.get('methode'), METHODS, DEFAULT_TEMPERATURE.method),
  };
}

export function withTemperatureChoice(
  params: URLSearchParams,
  change: Partial<TemperatureChoice>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.frame) next.set('horizon', change.frame);
  if (change.scope) next.set('scope', change.scope);
  if (change.method) next.set('methode', change.method);
  return next;
}

/** « Moyen terme (15 ans) · Scopes 1 et 2 · WATS ». */
export const choiceLabel = (choice: TemperatureChoice) =>
  `${ESG_TIME_FRAME_LABELS[choice.frame]} · ${ESG_SCOPE_LABELS[choice.scope]} · ${choice.method}`;

export const cellOf = (result: EsgResult, frame: string, scope: string, method: string) =>
  result.temperature[frame]?.[scope]?.[method] as Cell | undefined;

/** How an archive is named on a chart's axis and in a column: its name and date. */
export const archiveShortLabel = (archive: Archive) =>
  `${archive.name} (${formatDay(archive.valuationDate)})`;

/** One archive's temperature in each time frame, and the figures of the chosen cell. */
export interface ArchiveTemperatureRow {
  archive: Archive;
  byFrame: Record<string, number | null>;
  score: number | null;
  defaultInfluence: number | null;
  excludedCompanies: number | null;
  companies: number;
  companiesWithTargets: number;
  /** The temperature's perimeter's share of all investments (issue 38); null before it. */
  perimeterShare: number | null;
}

export function archiveTemperatureRows(
  items: readonly ArchiveEsg[],
  choice: TemperatureChoice,
): ArchiveTemperatureRow[] {
  return items.map(({ archive, result }) => {
    const cell = cellOf(result, choice.frame, choice.scope, choice.method);
    return {
      archive,
      byFrame: Object.fromEntries(
        FRAMES.map((frame) => [
          frame,
          cellOf(result, frame, choice.scope, choice.method)?.score ?? null,
        ]),
      ),
      score: cell?.score ?? null,
      defaultInfluence: cell?.defaultInfluence ?? null,
      excludedCompanies: cell?.excludedCompanies ?? null,
      companies: result.companies,
      companiesWithTargets: result.companiesWithTargets,
      perimeterShare: result.temperaturePerimeter?.share ?? null,
    };
  });
}

/** Each aggregation method's temperature (the chosen frame and scope), an entry per archive. */
export interface MethodRow {
  method: string;
  label: string;
  scores: (number | null)[];
}

export function methodRows(items: readonly ArchiveEsg[], choice: TemperatureChoice): MethodRow[] {
  return METHODS.filter((method) =>
    items.some(({ result }) => cellOf(result, choice.frame, choice.scope, method)),
  ).map((method) => ({
    method,
    label: ESG_METHOD_LABELS[method]!,
    scores: items.map(
      ({ result }) => cellOf(result, choice.frame, choice.scope, method)?.score ?? null,
    ),
  }));
}

/** A contributor (sector or issuer) matched across archives: its contribution in each. */
export interface ContributionRow {
  key: string;
  label: string;
  /** The issuer's sector (NACE section); empty for a sector row. */
  sector: string;
  contributions: (number | null)[];
  weights: (number | null)[];
}

/**
 * Contributors of each archive's chosen cell matched by key, largest contribution (in any
 * archive) first, the first `top`.
 */
function matched<T extends { key: string; contribution: number; weight: number }>(
  items: readonly ArchiveEsg[],
  choice: TemperatureChoice,
  list: (cell: Cell) => readonly T[],
  describe: (item: T) => { label: string; sector: string },
  top: number,
): ContributionRow[] {
  const rows = new Map<string, ContributionRow>();
  items.forEach(({ result }, index) => {
    const cell = cellOf(result, choice.frame, choice.scope, choice.method);
    for (const item of cell ? list(cell) : []) {
      const row = rows.get(item.key) ?? {
        key: item.key,
        ...describe(item),
        contributions: items.map(() => null),
        weights: items.map(() => null),
      };
      row.contributions[index] = item.contribution;
      row.weights[index] = item.weight;
      rows.set(item.key, row);
    }
  });
  const largest = (row: ContributionRow) =>
    Math.max(...row.contributions.map((c) => Math.abs(c ?? 0)));
  return [...rows.values()]
    .sort((a, b) => largest(b) - largest(a) || a.label.localeCompare(b.label, 'fr'))
    .slice(0, top);
}

export const sectorRows = (items: readonly ArchiveEsg[], choice: TemperatureChoice) =>
  matched(
    items,
    choice,
    (cell) => cell.bySector,
    (s) => ({ label: s.label || 'Non renseigné', sector: '' }),
    TOP_SECTORS,
  );

export const issuerRows = (items: readonly ArchiveEsg[], choice: TemperatureChoice) =>
  matched(
    items,
    choice,
    (cell) => cell.top,
    (i) => ({ label: i.name ?? i.key, sector: i.sector }),
    TOP_ISSUERS,
  );

/** The report's tables in Excel, the same as on screen. */
export function temperatureSheets(
  items: readonly ArchiveEsg[],
  choice: TemperatureChoice,
): ReportSheet[] {
  const archives = items.map(({ archive }) => archive);
  const perArchive = <T>(
    header: (archive: Archive) => string,
    kind: 'temperature' | 'share',
    value: (row: T, index: number) => number | null,
  ): WorkbookColumn<T>[] =>
    archives.map((archive, index) => ({
      header: header(archive),
      kind,
      value: (row: T) => value(row, index),
    }));
  const rows = archiveTemperatureRows(items, choice);
  const methods = methodRows(items, choice);
  const sectors = sectorRows(items, choice);
  const issuers = issuerRows(items, choice);
  const cellTitle = choiceLabel(choice);
  return [
    sheetOf(
      'Par sauvegarde',
      `Température implicite par sauvegarde et par horizon (${ESG_SCOPE_LABELS[choice.scope]}, ${choice.method})`,
      [
        { header: 'Sauvegarde', kind: 'text', value: (r: ArchiveTemperatureRow) => r.archive.name },
        { header: 'Catégorie', kind: 'text', value: (r) => r.archive.category },
        { header: 'Date de valorisation', kind: 'date', value: (r) => r.archive.valuationDate },
        ...FRAMES.map((frame) => ({
          header: ESG_TIME_FRAME_LABELS[frame]!,
          kind: 'temperature' as const,
          value: (r: ArchiveTemperatureRow) => r.byFrame[frame] ?? null,
        })),
        {
          header: `Part du score par défaut (${ESG_TIME_FRAME_LABELS[choice.frame]})`,
          kind: 'share',
          value: (r) => r.defaultInfluence,
        },
        {
          header: 'Sociétés exclues par la méthode',
          kind: 'count',
          value: (r) => r.excludedCompanies,
        },
        { header: 'Sociétés', kind: 'count', value: (r) => r.companies },
        { header: 'Sociétés avec objectif', kind: 'count', value: (r) => r.companiesWithTargets },
        {
          header: 'Périmètre (part des investissements)',
          kind: 'share',
          value: (r) => r.perimeterShare,
        },
      ],
      rows,
    ),
    sheetOf(
      'Par méthode',
      `Température par méthode d’agrégation (${ESG_TIME_FRAME_LABELS[choice.frame]}, ${ESG_SCOPE_LABELS[choice.scope]})`,
      [
        { header: 'Méthode', kind: 'text', value: (r: MethodRow) => r.label },
        ...perArchive<MethodRow>(archiveShortLabel, 'temperature', (r, i) => r.scores[i] ?? null),
      ],
      methods,
    ),
    sheetOf(
      'Par secteur',
      `Contributions des secteurs à la température (${cellTitle})`,
      [
        { header: 'Secteur (NACE)', kind: 'text', value: (r: ContributionRow) => r.label },
        ...perArchive<ContributionRow>(
          (a) => `Contribution · ${archiveShortLabel(a)}`,
          'temperature',
          (r, i) => r.contributions[i] ?? null,
        ),
        ...perArchive<ContributionRow>(
          (a) => `Poids · ${archiveShortLabel(a)}`,
          'share',
          (r, i) => r.weights[i] ?? null,
        ),
      ],
      sectors,
    ),
    sheetOf(
      'Par émetteur',
      `Principales contributions des émetteurs (${cellTitle})`,
      [
        { header: 'Émetteur', kind: 'text', value: (r: ContributionRow) => r.label },
        { header: 'Secteur (NACE)', kind: 'text', value: (r) => r.sector },
        ...perArchive<ContributionRow>(
          (a) => `Contribution · ${archiveShortLabel(a)}`,
          'temperature',
          (r, i) => r.contributions[i] ?? null,
        ),
        ...perArchive<ContributionRow>(
          (a) => `Poids · ${archiveShortLabel(a)}`,
          'share',
          (r, i) => r.weights[i] ?? null,
        ),
      ],
      issuers,
    ),
  ];
}
