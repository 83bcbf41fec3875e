import { ESG_SUM_TOLERANCE } from '../constants';
import { cicCategoryInfo, cicSubcategory } from '../data/cic';
import { identifierProblem, normaliseIdentifier } from '../data/identifiers';
import { cicSubcategoryOf } from '../parameters/cic-filters';
import type { EsgNoteExceptionEntry, EsgPillarWeight, EsgThemeWeight } from './api';
import {
  DEFAULT_ESG_SECTOR,
  ESG_PILLARS,
  ESG_PILLAR_LABELS,
  ESG_NOTE_SCALE,
  ESG_SUM_MESSAGE,
  ESG_THEMES_BY_PILLAR,
  esgTheme,
  type EsgPillar,
} from './themes';

/**
 * The rules of the ESG parameters (spec §4 "ESG parameters", §5; esg-and-liquidity §1.2),
 * pure, so that the page and the server refuse the same things with the same words.
 */
export interface EsgProblem {
  /** Where: 'piliers', 'themes[3]', 'noteExceptions[2].code'… */
  path: string;
  message: string;
}

/** Spec §5: a sum of ratios is 1 within 0.0001. */
export const sumsToOne = (ratios: readonly number[]) =>
  Math.abs(ratios.reduce((a, b) => a + b, 0) - 1) <= ESG_SUM_TOLERANCE;

/** The pillars: E, S and G once each, their ratios summing to 1. */
export function pillarProblems(piliers: readonly EsgPillarWeight[]): EsgProblem[] {
  const problems: EsgProblem[] = [];
  for (const pillar of ESG_PILLARS) {
    const count = piliers.filter((p) => p.pilierID === pillar).length;
    if (count !== 1)
      problems.push({
        path: 'piliers',
        message: `Le pilier ${pillar} (${ESG_PILLAR_LABELS[pillar]}) doit figurer une fois, pas ${count}.`,
      });
  }
  if (!problems.length && !sumsToOne(piliers.map((p) => p.ratios)))
    problems.push({ path: 'piliers', message: ESG_SUM_MESSAGE });
  return problems;
}

/**
 * The theme weights of one user and client: known themes under their own pillar, known
 * sectors, each (sector, theme) once; the default sector complete; a sector's override
 * of a pillar whole, every theme of that pillar given (reference §1.2 rule 3: a partial
 * set makes the sum ambiguous); each (sector, pillar) set summing to 1.
 */
export function themeProblems(
  themes: readonly EsgThemeWeight[],
  isKnownSector: (codificationID: string) => boolean,
): EsgProblem[] {
  const problems: EsgProblem[] = [];
  const sets = new Map<string, Map<string, number>>(); // `${sector}|${pillar}` → theme → ratio
  themes.forEach((t, index) => {
    const path = `themes[${index}]`;
    const theme = esgTheme(t.themeID);
    if (!theme) {
      problems.push({ path, message: `Le thème « ${t.themeID} » n’existe pas.` });
      return;
    }
    if (theme.pillar !== t.pilierID) {
      problems.push({
        path,
        message: `Le thème « ${theme.labelFr} » relève du pilier ${theme.pillar}, pas du pilier ${t.pilierID}.`,
      });
      return;
    }
    if (t.codificationID !== DEFAULT_ESG_SECTOR && !isKnownSector(t.codificationID)) {
      problems.push({ path, message: `Le secteur « ${t.codificationID} » est inconnu.` });
      return;
    }
    const key = `${t.codificationID}|${t.pilierID}`;
    const set = sets.get(key) ?? new Map<string, number>();
    if (set.has(t.themeID)) {
      problems.push({
        path,
        message: `Le thème « ${theme.labelFr} » est donné deux fois pour le secteur « ${t.codificationID} ».`,
      });
      return;
    }
    set.set(t.themeID, t.ratios);
    sets.set(key, set);
  });
  for (const pillar of ESG_PILLARS) {
    if (!sets.has(`${DEFAULT_ESG_SECTOR}|${pillar}`))
      problems.push({
        path: 'themes',
        message: `Les poids par défaut des thèmes du pilier ${pillar} manquent.`,
      });
  }
  for (const [key, set] of sets) {
    const [sector, pillar] = key.split('|') as [string, EsgPillar];
    const missing = ESG_THEMES_BY_PILLAR[pillar].map((t) => t.id).filter((id) => !set.has(id));
    const where = sector === DEFAULT_ESG_SECTOR ? 'par défaut' : `du secteur « ${sector} »`;
    if (missing.length)
      problems.push({
        path: 'themes',
        message: `Les poids ${where} du pilier ${pillar} doivent couvrir tous ses thèmes : manque ${missing
          .map((id) => `« ${esgTheme(id)!.labelFr} »`)
          .join(', ')}.`,
      });
    else if (!sumsToOne([...set.values()]))
      problems.push({ path: 'themes', message: `${ESG_SUM_MESSAGE} (pilier ${pillar}, ${where})` });
  }
  return problems;
}

/** A forced rating's code tidied: no spaces, upper case (inventories carry ISINs so). */
export const normaliseNoteExceptionCode = (code: string) => normaliseIdentifier(code);

/** The CIC of a forced rating with its labels; « * » / « Non défini » when not given. */
export function noteExceptionCic(codeCIC: string): {
  code: string;
  mainCategory: string;
  subCategory: string;
} {
  const sub = codeCIC === '*' || codeCIC === '' ? undefined : cicSubcategoryOf(codeCIC);
  const subcategory = sub ? cicSubcategory(sub) : undefined;
  if (!subcategory) return { code: '*', mainCategory: 'Non défini', subCategory: 'Non défini' };
  return {
    code: codeCIC.trim().toUpperCase(),
    mainCategory: cicCategoryInfo(subcategory.category).labelFr,
    subCategory: subcategory.labelFr,
  };
}

/** Two validities [from, to] (ISO dates, open when absent) share a day. */
const overlap = (
  a: Pick<EsgNoteExceptionEntry, 'validFrom' | 'validTo'>,
  b: Pick<EsgNoteExceptionEntry, 'validFrom' | 'validTo'>,
) =>
  (!a.validFrom || !b.validTo || a.validFrom <= b.validTo) &&
  (!b.validFrom || !a.validTo || b.validFrom <= a.validTo);

/**
 * Forced ratings of a client (esg-and-liquidity §1.4.1, §1.4.3 item 1): valid ISINs, a
 * known CIC or « * », the client's own; a note, a letter or pillar notes, each note on
 * the model scale (0 to `scaleMax`); a validity whose start is not after its end; and no
 * two ratings of one ISIN active on one day.
 */
export function noteExceptionProblems(
  entries: readonly EsgNoteExceptionEntry[],
  rolename: string,
  scaleMax: number = ESG_NOTE_SCALE.max,
): EsgProblem[] {
  const problems: EsgProblem[] = [];
  const byCode = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const code = normaliseNoteExceptionCode(entry.code);
    const name = `Notations forcées, ligne ${index + 1}${code ? ` (${code})` : ''}`;
    const add = (field: string, reason: string) =>
      problems.push({ path: `noteExceptions[${index}].${field}`, message: `${name} : ${reason}.` });
    const isin = identifierProblem(code, 'ISIN');
    if (isin) add('code', isin.charAt(0).toLowerCase() + isin.slice(1));
    const cic = entry.codeCIC.trim();
    if (cic !== '*' && cic !== '' && cicSubcategoryOf(cic) === undefined)
      add('codeCIC', `code CIC « ${cic} » inconnu (« * » si non défini)`);
    if (entry.rolename && entry.rolename !== rolename)
      add('rolename', `l’entrée appartient au client « ${entry.rolename} », pas à « ${rolename} »`);
    const notes = { note: entry.note, noteE: entry.noteE, noteS: entry.noteS, noteG: entry.noteG };
    for (const [field, value] of Object.entries(notes))
      if (
        value !== null &&
        value !== undefined &&
        !(value >= ESG_NOTE_SCALE.min && value <= scaleMax)
      )
        add(field, `la note doit être comprise entre ${ESG_NOTE_SCALE.min} et ${scaleMax}`);
    if (Object.values(notes).every((v) => v === null || v === undefined) && !entry.letter)
      add('note', 'donnez une note, une lettre ou des notes de piliers');
    if (entry.validFrom && entry.validTo && entry.validFrom > entry.validTo)
      add('validTo', 'la fin de validité précède son début');
    for (const other of byCode.get(code) ?? [])
      if (overlap(entries[other]!, entry))
        add(
          'validFrom',
          `active en même temps que la ligne ${other + 1} (une seule notation forcée active par titre)`,
        );
    byCode.set(code, [...(byCode.get(code) ?? []), index]);
  });
  return problems;
}
