import { AMOUNT, type Cell } from '../workbook-kit';
import type { AssetRecord } from './asset-record';

/**
 * The two asset files' layouts (issue 19 §4; docs/decisions.md « Fichiers Actuaris et
 * Assuretat »): the columns, in order, each with its header, its meaning (written in the
 * file's « Lisez-moi » sheet), its format and its value for an asset.
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

const DATE = 'dd/mm/yyyy';
const RATE = '0.000%';
const DECIMAL = '0.0000';
const QUANTITY = '#,##0.####';

/** An ISO date as a date cell (midnight UTC, as the other workbooks write them). */
export const dateCell = (iso: string | null): Cell =>
  iso === null ? null : new Date(`${iso}T00:00:00Z`);

const RC = 'devise de référence du périmètre';

const NOTES_COMMON = [
  'Une ligne par actif de la transparisation du dernier périmètre calculé : les titres détenus en direct et, pour les fonds transparisés, chacune de leurs lignes au prorata de la part détenue.',
  `Montants en ${RC} (l’euro sauf mention contraire), sauf la valeur de marché en devise de cotation.`,
  'Valeur de marché : valeur Solvabilité II (article 75), coupon couru inclus ; la somme des lignes est la valeur de marché du périmètre.',
  'Valeur nette comptable : celle de la position directe de l’inventaire client ; pour les lignes d’un fonds transparisé, répartie au prorata de leur valeur de marché.',
  'Coupon couru : celui de la position directe de l’inventaire client ; vide pour les lignes d’un fonds transparisé (compris dans la valeur du fonds, les inventaires TPT conservés ne le détaillent pas).',
  'Fréquence du coupon : le champ TPT 38 quand l’inventaire du fonds le donne ; vide sinon (le référentiel des titres ne la porte pas) : l’outil applique alors sa propre convention.',
  'Échelon de qualité de crédit (CQS) : 0 à 6 selon le règlement d’exécution (UE) 2016/1800, 9 = pas de notation (convention TPT, champ 59).',
  'Une cellule vide est une donnée absente, jamais un zéro.',
];

/**
 * Actuaris: the investment inventory as an actuarial team reads it, French headers
 * grouped by identification, classification, valuation, rate and credit, issuer, and the
 * holding the line comes from; formatted for reading as well as for import.
 */
export const ACTUARIS_LAYOUT: AssetFileLayout = {
  tool: 'Actuaris',
  sheetName: 'Actifs',
  notes: NOTES_COMMON,
  columns: [
    {
      header: 'N° de ligne',
      meaning: 'Numéro de la ligne dans la transparisation du périmètre (identifiant technique).',
      unit: 'entier',
      width: 10,
      value: (a) => a.lineNo,
    },
    {
      header: 'Portefeuille',
      meaning: 'Code du portefeuille du client qui détient la ligne.',
      unit: 'texte',
      width: 14,
      value: (a) => a.portfolio,
    },
    {
      header: 'Compartiment',
      meaning: 'Code du compartiment (canton, fonds cantonné, UC…) du portefeuille.',
      unit: 'texte',
      width: 14,
      value: (a) => a.compartment,
    },
    {
      header: 'Code actif',
      meaning: 'Code d’identification de l’actif (ISIN de préférence).',
      unit: 'texte',
      width: 16,
      value: (a) => a.code,
    },
    {
      header: 'Type de code',
      meaning:
        'Nature du code : ISIN, CUSIP, SEDOL, WKN, BT (ticker Bloomberg), BBGID, RIC, FIGI, OCANNA ou CAU (code attribué par l’entreprise).',
      unit: 'liste',
      width: 10,
      value: (a) => a.codeType,
    },
    {
      header: 'Libellé',
      meaning: 'Nom de l’actif.',
      unit: 'texte',
      width: 32,
      value: (a) => a.name,
    },
    {
      header: 'CIC',
      meaning:
        'Complementary Identification Code Solvabilité II (4 caractères : lieu de cotation, catégorie, sous-catégorie).',
      unit: 'code',
      width: 8,
      value: (a) => a.cic,
    },
    {
      header: 'Classe d’actifs',
      meaning:
        'Catégorie CIC de l’actif (3ᵉ caractère du CIC) : obligations d’État, d’entreprises, actions, OPC, trésorerie…',
      unit: 'texte',
      width: 24,
      value: (a) => a.assetClass,
    },
    {
      header: 'Devise',
      meaning: 'Devise de cotation de l’actif (ISO 4217).',
      unit: 'code',
      width: 8,
      value: (a) => a.currency,
    },
    {
      header: 'Nominal',
      meaning: 'Montant nominal (valeur faciale) détenu.',
      unit: RC,
      numFmt: AMOUNT,
      width: 16,
      value: (a) => a.nominalRc,
    },
    {
      header: 'Quantité',
      meaning: 'Nombre de titres ou de parts détenus (pour la part du fonds, au prorata).',
      unit: 'nombre',
      numFmt: QUANTITY,
      width: 14,
      value: (a) => a.quantity,
    },
    {
      header: 'Valeur de marché (devise de cotation)',
      meaning: 'Valeur de marché coupon couru inclus, dans la devise de cotation.',
      unit: 'devise de cotation',
      numFmt: AMOUNT,
      width: 18,
      value: (a) => a.marketValueQc,
    },
    {
      header: 'Valeur de marché',
      meaning: 'Valeur de marché Solvabilité II, coupon couru inclus (plein coupon).',
      unit: RC,
      numFmt: AMOUNT,
      width: 18,
      value: (a) => a.marketValueRc,
    },
    {
      header: 'Valeur nette comptable',
      meaning:
        'Valeur d’acquisition ou valeur nette comptable de la position (au prorata pour les lignes d’un fonds).',
      unit: RC,
      numFmt: AMOUNT,
      width: 18,
      value: (a) => a.bookValueRc,
    },
    {
      header: 'Coupon couru',
      meaning:
        'Intérêts courus non échus compris dans la valeur de marché (lignes détenues en direct).',
      unit: RC,
      numFmt: AMOUNT,
      width: 14,
      value: (a) => a.accruedInterestRc,
    },
    {
      header: 'Taux de coupon',
      meaning: 'Taux de coupon annuel (0,015 = 1,5 %).',
      unit: 'pourcentage',
      numFmt: RATE,
      width: 10,
      value: (a) => a.couponRate,
    },
    {
      header: 'Fréquence du coupon',
      meaning:
        'Nombre de coupons par an : 1 annuel, 2 semestriel, 4 trimestriel, 12 mensuel, 52 hebdomadaire, 0 autre.',
      unit: 'entier',
      width: 10,
      value: (a) => a.couponFrequency,
    },
    {
      header: 'Date d’échéance',
      meaning: 'Date d’échéance contractuelle (31/12/9999 : titre perpétuel).',
      unit: 'date jj/mm/aaaa',
      numFmt: DATE,
      width: 12,
      value: (a) => dateCell(a.maturityDate),
    },
    {
      header: 'Duration modifiée',
      meaning: 'Duration modifiée (sensibilité aux taux) de l’actif.',
      unit: 'années',
      numFmt: DECIMAL,
      width: 10,
      value: (a) => a.modifiedDuration,
    },
    {
      header: 'Notation',
      meaning: 'Notation de crédit retenue pour l’actif (ou son émetteur).',
      unit: 'texte',
      width: 10,
      value: (a) => a.rating,
    },
    {
      header: 'Agence de notation',
      meaning: 'Agence qui a émis la notation, quand l’inventaire du fonds la donne (TPT 113).',
      unit: 'texte',
      width: 14,
      value: (a) => a.ratingAgency,
    },
    {
      header: 'CQS',
      meaning: 'Échelon de qualité de crédit Solvabilité II (0 à 6 ; 9 = pas de notation).',
      unit: 'entier',
      width: 6,
      value: (a) => a.creditQualityStep,
    },
    {
      header: 'Émetteur',
      meaning: 'Nom de l’émetteur (pour un OPC : la société de gestion ou le fonds).',
      unit: 'texte',
      width: 28,
      value: (a) => a.issuerName,
    },
    {
      header: 'LEI émetteur',
      meaning:
        'Legal Entity Identifier de l’émetteur (20 caractères, clé de contrôle vérifiée) ; vide si l’émetteur n’a pas de LEI connu.',
      unit: 'code',
      width: 22,
      value: (a) => a.issuerLei,
    },
    {
      header: 'Groupe émetteur',
      meaning: 'Nom du groupe (société mère ultime) de l’émetteur.',
      unit: 'texte',
      width: 24,
      value: (a) => a.issuerGroupName,
    },
    {
      header: 'Secteur NACE',
      meaning: 'Secteur d’activité de l’émetteur, code NACE rév. 2 (ex. K6419).',
      unit: 'code',
      width: 10,
      value: (a) => a.naceCode,
    },
    {
      header: 'Secteur GICS',
      meaning: 'Secteur GICS de l’émetteur.',
      unit: 'texte',
      width: 16,
      value: (a) => a.gicsSector,
    },
    {
      header: 'Pays',
      meaning:
        'Pays de l’émetteur (ISO 3166-1 alpha-2 ; XA supranational, EU institutions de l’Union).',
      unit: 'code',
      width: 6,
      value: (a) => a.country,
    },
    {
      header: 'Titre détenu',
      meaning:
        'Code du titre détenu en direct dont la ligne provient (le fonds pour une ligne transparisée).',
      unit: 'texte',
      width: 16,
      value: (a) => a.heldCode,
    },
    {
      header: 'Libellé du titre détenu',
      meaning: 'Nom du titre détenu en direct.',
      unit: 'texte',
      width: 28,
      value: (a) => a.heldName,
    },
    {
      header: 'Niveau',
      meaning:
        'Niveau de transparisation : 0 détention directe, 1 ligne d’un fonds détenu, 2 ligne d’un fonds de fonds…',
      unit: 'entier',
      width: 7,
      value: (a) => a.depth,
    },
    {
      header: 'Chemin des fonds',
      meaning:
        'Fonds traversés du fonds détenu au fonds porteur de la ligne (« A > B ») ; vide en détention directe.',
      unit: 'texte',
      width: 24,
      value: (a) => a.fundPath,
    },
    {
      header: 'Date d’acquisition',
      meaning:
        'Date d’acquisition de la position directe (la plus ancienne si plusieurs) ; vide pour les lignes d’un fonds.',
      unit: 'date jj/mm/aaaa',
      numFmt: DATE,
      width: 12,
      value: (a) => dateCell(a.acquisitionDate),
    },
  ],
};

/**
 * Assuretat: the asset table an ALM tool imports. One header row of stable technical names
 * (upper case, no accents nor spaces: what an import mapping binds to), codes rather than
 * labels, rates as decimals, and the figures an ALM projection starts from beside the
 * market value: clean value, book value, unrealised gain or loss, rate type, residual
 * maturity.
 */
export const ASSURETAT_LAYOUT: AssetFileLayout = {
  tool: 'Assuretat',
  sheetName: 'ACTIFS',
  notes: [
    ...NOTES_COMMON,
    'En-têtes techniques stables (majuscules, sans accent ni espace) : la correspondance d’import de l’outil s’y attache ; la feuille ACTIFS peut être enregistrée telle quelle en CSV.',
    'Taux en décimal (0,015 = 1,5 %) ; dates au format date d’Excel ; montants non arrondis.',
  ],
  columns: [
    {
      header: 'ID_LIGNE',
      meaning:
        'Numéro de la ligne dans la transparisation du périmètre (identifiant technique unique).',
      unit: 'entier',
      width: 10,
      value: (a) => a.lineNo,
    },
    {
      header: 'PORTEFEUILLE',
      meaning: 'Code du portefeuille du client.',
      unit: 'texte',
      width: 14,
      value: (a) => a.portfolio,
    },
    {
      header: 'COMPARTIMENT',
      meaning: 'Code du compartiment du portefeuille (canton ALM).',
      unit: 'texte',
      width: 14,
      value: (a) => a.compartment,
    },
    {
      header: 'CODE_ACTIF',
      meaning: 'Code d’identification de l’actif.',
      unit: 'texte',
      width: 16,
      value: (a) => a.code,
    },
    {
      header: 'TYPE_CODE',
      meaning: 'Nature du code : ISIN, CUSIP, SEDOL, WKN, BT, BBGID, RIC, FIGI, OCANNA ou CAU.',
      unit: 'liste',
      width: 10,
      value: (a) => a.codeType,
    },
    {
      header: 'CODE_QRT',
      meaning:
        'Code au format des QRT Solvabilité II (S.06.02 C0040) : type/code, ex. ISIN/FR0000120271.',
      unit: 'texte',
      width: 22,
      value: (a) => a.qrtCode,
    },
    {
      header: 'LIBELLE',
      meaning: 'Nom de l’actif.',
      unit: 'texte',
      width: 32,
      value: (a) => a.name,
    },
    {
      header: 'CIC',
      meaning: 'Complementary Identification Code Solvabilité II.',
      unit: 'code',
      width: 8,
      value: (a) => a.cic,
    },
    {
      header: 'CATEGORIE_CIC',
      meaning:
        'Catégorie CIC (1 obligations d’État, 2 d’entreprises, 3 actions, 4 OPC, 5 titres structurés, 6 titres garantis, 7 trésorerie et dépôts, 8 prêts, 9 immobilier, 0 autres, A-F dérivés).',
      unit: 'code',
      width: 8,
      value: (a) => a.cicCategory,
    },
    {
      header: 'CLASSE_ACTIF',
      meaning: 'Libellé de la catégorie CIC.',
      unit: 'texte',
      width: 24,
      value: (a) => a.assetClass,
    },
    {
      header: 'DEVISE',
      meaning: 'Devise de cotation (ISO 4217).',
      unit: 'code',
      width: 8,
      value: (a) => a.currency,
    },
    {
      header: 'NOMINAL',
      meaning: 'Montant nominal détenu (base des flux de coupon et de remboursement).',
      unit: RC,
      width: 16,
      value: (a) => a.nominalRc,
    },
    {
      header: 'QUANTITE',
      meaning: 'Nombre de titres ou de parts détenus.',
      unit: 'nombre',
      width: 14,
      value: (a) => a.quantity,
    },
    {
      header: 'VM_DEVISE',
      meaning: 'Valeur de marché coupon couru inclus, en devise de cotation.',
      unit: 'devise de cotation',
      width: 16,
      value: (a) => a.marketValueQc,
    },
    {
      header: 'VM',
      meaning: 'Valeur de marché Solvabilité II coupon couru inclus.',
      unit: RC,
      width: 16,
      value: (a) => a.marketValueRc,
    },
    {
      header: 'COUPON_COURU',
      meaning:
        'Coupon couru compris dans VM (lignes détenues en direct ; vide pour les lignes d’un fonds).',
      unit: RC,
      width: 14,
      value: (a) => a.accruedInterestRc,
    },
    {
      header: 'VM_PIED_COUPON',
      meaning: 'Valeur de marché hors coupon couru : VM − COUPON_COURU.',
      unit: RC,
      width: 16,
      value: (a) => a.cleanValueRc,
    },
    {
      header: 'VNC',
      meaning: 'Valeur nette comptable (au prorata de VM pour les lignes d’un fonds).',
      unit: RC,
      width: 16,
      value: (a) => a.bookValueRc,
    },
    {
      header: 'PMVL',
      meaning: 'Plus ou moins-value latente : VM_PIED_COUPON − VNC.',
      unit: RC,
      width: 14,
      value: (a) => a.unrealisedGainRc,
    },
    {
      header: 'DATE_ACQUISITION',
      meaning: 'Date d’acquisition de la position directe (la plus ancienne si plusieurs).',
      unit: 'date',
      numFmt: DATE,
      width: 12,
      value: (a) => dateCell(a.acquisitionDate),
    },
    {
      header: 'TYPE_TAUX',
      meaning:
        'Type de taux (TPT 32) : Fixed, Floating, Variable, Inflation_linked ; donné par l’inventaire du fonds.',
      unit: 'liste',
      width: 12,
      value: (a) => a.rateType,
    },
    {
      header: 'TAUX_COUPON',
      meaning: 'Taux de coupon annuel en décimal (0,015 = 1,5 %).',
      unit: 'décimal',
      width: 10,
      value: (a) => a.couponRate,
    },
    {
      header: 'FREQ_COUPON',
      meaning: 'Coupons par an (1, 2, 4, 12, 52 ; 0 autre).',
      unit: 'entier',
      width: 8,
      value: (a) => a.couponFrequency,
    },
    {
      header: 'DATE_ECHEANCE',
      meaning: 'Date d’échéance contractuelle (31/12/9999 : perpétuel).',
      unit: 'date',
      numFmt: DATE,
      width: 12,
      value: (a) => dateCell(a.maturityDate),
    },
    {
      header: 'MATURITE_RESIDUELLE',
      meaning:
        'Années de la date de valorisation à l’échéance (365,25 jours par an ; 0 si échue ; vide si perpétuel ou inconnue).',
      unit: 'années',
      width: 10,
      value: (a) => a.residualMaturity,
    },
    {
      header: 'DURATION_MODIFIEE',
      meaning: 'Duration modifiée.',
      unit: 'années',
      width: 10,
      value: (a) => a.modifiedDuration,
    },
    {
      header: 'NOTATION',
      meaning: 'Notation de crédit retenue.',
      unit: 'texte',
      width: 10,
      value: (a) => a.rating,
    },
    {
      header: 'AGENCE_NOTATION',
      meaning: 'Agence de la notation (TPT 113) quand l’inventaire du fonds la donne.',
      unit: 'texte',
      width: 12,
      value: (a) => a.ratingAgency,
    },
    {
      header: 'CQS',
      meaning: 'Échelon de qualité de crédit (0 à 6 ; 9 = pas de notation).',
      unit: 'entier',
      width: 6,
      value: (a) => a.creditQualityStep,
    },
    {
      header: 'EMETTEUR',
      meaning: 'Nom de l’émetteur.',
      unit: 'texte',
      width: 28,
      value: (a) => a.issuerName,
    },
    {
      header: 'LEI_EMETTEUR',
      meaning: 'LEI de l’émetteur (clé de contrôle vérifiée) ; vide sinon.',
      unit: 'code',
      width: 22,
      value: (a) => a.issuerLei,
    },
    {
      header: 'CODE_EMETTEUR',
      meaning: 'Code de l’émetteur tel que le référentiel le donne (LEI ou code interne).',
      unit: 'texte',
      width: 22,
      value: (a) => a.issuerCode,
    },
    {
      header: 'GROUPE_EMETTEUR',
      meaning: 'Groupe (société mère ultime) de l’émetteur.',
      unit: 'texte',
      width: 24,
      value: (a) => a.issuerGroupName,
    },
    {
      header: 'SECTEUR_NACE',
      meaning: 'Code NACE rév. 2 de l’émetteur.',
      unit: 'code',
      width: 10,
      value: (a) => a.naceCode,
    },
    {
      header: 'SECTEUR_GICS',
      meaning: 'Secteur GICS de l’émetteur.',
      unit: 'texte',
      width: 16,
      value: (a) => a.gicsSector,
    },
    {
      header: 'PAYS',
      meaning: 'Pays de l’émetteur (ISO 3166-1 alpha-2, XA, EU).',
      unit: 'code',
      width: 6,
      value: (a) => a.country,
    },
    {
      header: 'CODE_DETENU',
      meaning:
        'Code du titre détenu en direct dont vient la ligne (le fonds pour une ligne transparisée).',
      unit: 'texte',
      width: 16,
      value: (a) => a.heldCode,
    },
    {
      header: 'NIVEAU',
      meaning: 'Niveau de transparisation (0 détention directe).',
      unit: 'entier',
      width: 7,
      value: (a) => a.depth,
    },
    {
      header: 'CHEMIN_FONDS',
      meaning: 'Fonds traversés (« A > B ») ; vide en détention directe.',
      unit: 'texte',
      width: 24,
      value: (a) => a.fundPath,
    },
  ],
};
