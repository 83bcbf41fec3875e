import {
  DEFAULT_ESG_SECTOR,
  ESG_PILLARS,
  ESG_THEMES,
  ESG_THEMES_BY_PILLAR,
  sumsToOne,
  type EsgPillar,
  type EsgThemeWeight,
} from '@prisme/domain';

/**
 * The theme weights a user edits for one client (spec §4 "ESG parameters", §5), as pure
 * transitions: sector code → theme id → ratio. The default sector « * » is always there;
 * another sector is there once edited, whole (every theme of every pillar, reference
 * §1.2 rule 3: a sector overrides a pillar whole).
 */
export type ThemeTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const themesOf = (pillar: EsgPillar) => ESG_THEMES_BY_PILLAR[pillar];

/** The table of the API's list (GET /api/esg/param-themes). */
export function themeTableOf(themes: readonly EsgThemeWeight[]): ThemeTable {
  const table: Record<string, Record<string, number>> = { [DEFAULT_ESG_SECTOR]: {} };
  for (const t of themes) (table[t.codificationID] ??= {})[t.themeID] = t.ratios;
  // A sector saved for some pillars only takes the others from the default.
  for (const sector of Object.keys(table))
    table[sector] = { ...table[DEFAULT_ESG_SECTOR], ...table[sector] };
  return table;
}

/** Spec §4: editing a sector copies the default themes if it has none. */
export const withSector = (table: ThemeTable, sector: string): ThemeTable =>
  table[sector] ? table : { ...table, [sector]: { ...table[DEFAULT_ESG_SECTOR] } };

/** A ratio typed (NaN while the text is not a number). */
export const withRatio = (
  table: ThemeTable,
  sector: string,
  themeId: string,
  ratio: number,
): ThemeTable => {
  const edited = withSector(table, sector);
  return { ...edited, [sector]: { ...edited[sector], [themeId]: ratio } };
};

/** Spec §5: a sector's reset shows only if one of its ratios differs from the default's. */
export function differsFromDefault(table: ThemeTable, sector: string): boolean {
  const ratios = table[sector];
  if (!ratios || sector === DEFAULT_ESG_SECTOR) return false;
  const defaults = table[DEFAULT_ESG_SECTOR]!;
  return ESG_THEMES.some((t) => !Object.is(ratios[t.id], defaults[t.id]));
}

/** Spec §4: resetting a sector reverts it to the default and drops it from the differing ones. */
export function withoutSector(table: ThemeTable, sector: string): ThemeTable {
  if (sector === DEFAULT_ESG_SECTOR) return table;
  const { [sector]: _reset, ...rest } = table;
  return rest;
}

/** The sectors with weights of their own, in code order. */
export const differingSectors = (table: ThemeTable): string[] =>
  Object.keys(table)
    .filter((sector) => differsFromDefault(table, sector))
    .sort();

/** The pillars whose themes do not sum to 1 (within 0.0001) for a sector. */
export function pillarsOffSum(table: ThemeTable, sector: string): EsgPillar[] {
  const ratios = table[sector] ?? table[DEFAULT_ESG_SECTOR]!;
  return ESG_PILLARS.filter(
    (pillar) => !sumsToOne(ESG_THEMES_BY_PILLAR[pillar].map((t) => ratios[t.id] ?? Number.NaN)),
  );
}

/** Every sector's sums hold: the save is allowed. */
export const themesValid = (table: ThemeTable): boolean =>
  Object.keys(table).every((sector) => pillarsOffSum(table, sector).length === 0);

/** Spec §4: on save, sectors whose themes equal the defaults are not sent. */
export function themesToSave(table: ThemeTable): EsgThemeWeight[] {
  const sectors = [DEFAULT_ESG_SECTOR, ...differingSectors(table)];
  return sectors.flatMap((sector) =>
    ESG_THEMES.map((t) => ({
      pilierID: t.pillar,
      themeID: t.id,
      codificationID: sector,
      ratios: table[sector]![t.id]!,
    })),
  );
}
