import { AMOUNT } from '../workbook-kit';

import {
  DATE,
  DECIMAL,
  NOTES_COMMON,
  QUANTITY,
  RATE,
  RC,
  dateCell,
  type AssetFileLayout,
} from './layout-kit';

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
