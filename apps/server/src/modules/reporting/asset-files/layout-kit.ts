import type { Cell } from '../workbook-kit';
import type { AssetRecord } from './asset-record';

/**
 * The two asset files' layouts (issue 19 §4; docs/decisions/exports/0112-actuaris-layout.md,
 * 0113-assuretat-layout.md): the columns, in order, each with its header, its meaning (written in
 * the file's « Lisez-moi » sheet), its format and its value for an asset.
 */
export interface AssetColumn {
  header: string;
  /** In French, for the « Lisez-moi » sheet. */
  meaning: string;
  /** Unit or format, for the « Lisez-moi » sheet. */
  unit: string;
  numFmt?: string;
  width: number;
  value: (asset: AssetRecord) => Cell;
}

export interface AssetFileLayout {
  /** The file's name prefix and the tool's name. */
  tool: 'Actuaris' | 'Assuretat';
  /** The data sheet, first in the workbook (what an import reads). */
  sheetName: string;
  columns: readonly AssetColumn[];
  /** The conventions the whole file follows, for the « Lisez-moi » sheet. */
  notes: readonly string[];
}

export const DATE = 'dd/mm/yyyy';
export const RATE = '0.000%';
export const DECIMAL = '0.0000';
export const QUANTITY = '#,##0.####';

/** An ISO date as a date cell (midnight UTC, as the other workbooks write them). */
export const dateCell = (iso: string | null): Cell =>
  iso === null ? null : new Date(`${iso}T00:00:00Z`);

export const RC = 'devise de référence du périmètre';

export const NOTES_COMMON = [
  'Une ligne par actif de la transparisation du dernier périmètre calculé : les titres détenus en direct et, pour les fonds transparisés, chacune de leurs lignes au prorata de la part détenue.',
  `Montants en ${RC} (l’euro sauf mention contraire), sauf la valeur de marché en devise de cotation.`,
  'Valeur de marché : valeur Solvabilité II (article 75), coupon couru inclus ; la somme des lignes est la valeur de marché du périmètre.',
  'Valeur nette comptable : celle de la position directe de l’inventaire client ; pour les lignes d’un fonds transparisé, répartie au prorata de leur valeur de marché.',
  'Coupon couru : celui de la position directe de l’inventaire client ; vide pour les lignes d’un fonds transparisé (compris dans la valeur du fonds, les inventaires TPT conservés ne le détaillent pas).',
  'Fréquence du coupon : le champ TPT 38 quand l’inventaire du fonds le donne ; vide sinon (le référentiel des titres ne la porte pas) : l’outil applique alors sa propre convention.',
  'Échelon de qualité de crédit (CQS) : 0 à 6 selon le règlement d’exécution (UE) 2016/1800, 9 = pas de notation (convention TPT, champ 59).',
  'Une cellule vide est une donnée absente, jamais un zéro.',
];
