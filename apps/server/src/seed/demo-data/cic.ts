import type { cicCategories } from '../../db/schema';
import { parseTable } from './text-table';

/**
 * The CIC table (data-standards §1.2-1.3). English labels follow the ITS; the French ones
 * are our working translation — no official French CIC table was found (§1.2 note).
 * Rows: code | English | French; a line marked "*" is a category, the next ones its
 * sub-categories.
 */

type CicRow = typeof cicCategories.$inferInsert;

const RISKS = `
  1 | Equity risk | Risque actions
  2 | Interest rate risk | Risque de taux
  3 | Currency risk | Risque de change
  4 | Credit risk | Risque de crédit
  5 | Real estate risk | Risque immobilier
  6 | Commodity risk | Risque matières premières
  7 | Catastrophe and Weather risk | Risque de catastrophe et météorologique
  8 | Mortality risk | Risque de mortalité
  9 | Other | Autres`;

const OPTIONS = `
  1 | Equity and index options | Options sur actions et indices
  2 | Bond options | Options sur obligations
  3 | Currency options | Options de change
  4 | Warrants | Bons de souscription (warrants)
  5 | Commodity options | Options sur matières premières
  6 | Swaptions | Swaptions
  7 | Catastrophe and weather risk | Risque de catastrophe et météorologique
  8 | Mortality risk | Risque de mortalité
  9 | Other | Autres`;

const TABLE = `
  *1 | Government bonds | Obligations d'État
  1 | Central Government bonds | Obligations d'État (administration centrale)
  2 | Supra-national bonds | Obligations supranationales
  3 | Regional government bonds | Obligations des collectivités régionales
  4 | Municipal government bonds | Obligations des collectivités locales
  5 | Treasury bonds | Bons du Trésor
  6 | Covered bonds | Obligations sécurisées publiques
  7 | National Central banks | Banques centrales nationales
  8 | Government bonds not denominated in the domestic currency | Obligations d'État non libellées en monnaie nationale
  9 | Other | Autres
  *2 | Corporate bonds | Obligations d'entreprises
  1 | Common bonds | Obligations ordinaires
  2 | Convertible bonds | Obligations convertibles
  3 | Commercial paper | Billets de trésorerie
  4 | Money market instruments | Instruments du marché monétaire
  5 | Hybrid bonds | Obligations hybrides
  6 | Common covered bonds | Obligations sécurisées ordinaires
  7 | Covered bonds subject to specific law | Obligations sécurisées régies par une loi spécifique
  8 | Subordinated bonds | Obligations subordonnées
  9 | Other | Autres
  *3 | Equity | Actions
  1 | Common equity | Actions ordinaires
  2 | Equity of real estate related corporation | Actions de sociétés immobilières
  3 | Equity rights | Droits sur actions
  4 | Preferred equity | Actions de préférence
  9 | Other | Autres
  *4 | Collective Investment Undertakings | Organismes de placement collectif
  1 | Equity funds | Fonds actions
  2 | Debt funds | Fonds obligataires
  3 | Money market funds | Fonds monétaires
  4 | Asset allocation funds | Fonds d'allocation d'actifs
  5 | Real estate funds | Fonds immobiliers
  6 | Alternative funds | Fonds alternatifs
  7 | Private equity funds | Fonds de capital-investissement
  8 | Infrastructure funds | Fonds d'infrastructure
  9 | Other | Autres
  *5 | Structured notes | Titres structurés
  ${RISKS}
  *6 | Collateralised securities | Titres garantis
  ${RISKS}
  *7 | Cash and deposits | Trésorerie et dépôts
  1 | Cash | Numéraire
  2 | Transferable deposits (cash equivalents) | Dépôts transférables (équivalents de trésorerie)
  3 | Other deposits short term (less than or equal to one year) | Autres dépôts à court terme (un an au plus)
  4 | Other deposits with term longer than one year | Autres dépôts à plus d'un an
  5 | Deposits to cedants | Dépôts auprès des cédantes
  9 | Other | Autres
  *8 | Mortgages and loans | Prêts et prêts hypothécaires
  1 | Uncollateralized loans made | Prêts non garantis
  2 | Loans made collateralized with securities | Prêts garantis par des titres
  4 | Mortgages | Prêts hypothécaires
  5 | Other collateralized loans made | Autres prêts garantis
  6 | Loans on policies | Avances sur polices
  9 | Other | Autres
  *9 | Property | Immobilier (biens)
  1 | Property (office and commercial) | Immobilier (bureaux et commerces)
  2 | Property (residential) | Immobilier (résidentiel)
  3 | Property (for own use) | Immobilier (usage propre)
  4 | Property (under construction) | Immobilier (en construction)
  5 | Plant and equipment (for own use) | Installations et équipements (usage propre)
  9 | Other | Autres
  *0 | Other investments | Autres investissements
  9 | Other investments | Autres investissements
  *A | Futures | Contrats à terme standardisés (futures)
  1 | Equity and index futures | Contrats à terme sur actions et indices
  2 | Interest rate futures | Contrats à terme de taux
  3 | Currency futures | Contrats à terme de devises
  5 | Commodity futures | Contrats à terme sur matières premières
  7 | Catastrophe and weather risk | Risque de catastrophe et météorologique
  8 | Mortality risk | Risque de mortalité
  9 | Other | Autres
  *B | Call Options | Options d'achat
  ${OPTIONS}
  *C | Put Options | Options de vente
  ${OPTIONS}
  *D | Swaps | Swaps (contrats d'échange)
  1 | Interest rate swaps | Swaps de taux
  2 | Currency swaps | Swaps de devises
  3 | Interest rate and currency swaps | Swaps de taux et de devises
  4 | Total return swaps | Swaps de rendement total
  5 | Security swaps | Swaps sur titres
  6 | Commodity swaps | Swaps sur matières premières
  7 | Catastrophe and weather risk | Risque de catastrophe et météorologique
  8 | Mortality risk | Risque de mortalité
  9 | Other | Autres
  *E | Forwards | Contrats à terme de gré à gré (forwards)
  1 | Forward interest rate agreement | Accords de taux futurs (FRA)
  2 | Forward exchange rate agreement | Contrats de change à terme
  7 | Catastrophe and weather risk | Risque de catastrophe et météorologique
  8 | Mortality risk | Risque de mortalité
  9 | Other | Autres
  *F | Credit derivatives | Dérivés de crédit
  1 | Credit default swap | Contrats d'échange sur défaut (CDS)
  2 | Credit spread option | Options sur écart de crédit
  3 | Credit spread swap | Swaps sur écart de crédit
  4 | Total return swap | Swaps de rendement total
  9 | Other | Autres
`;

/** Rows of cic_categories: each category alone ('2', marked "*" in the table) and each
 * sub-category with its category ('21'). */
export function cicCategoryRows(): CicRow[] {
  const rows: CicRow[] = [];
  let category = '';
  for (const [code, labelEn, labelFr] of parseTable(TABLE)) {
    const isCategory = code!.startsWith('*');
    if (isCategory) category = code!.slice(1);
    rows.push({
      code: isCategory ? category : category + code,
      mainCategory: category,
      subCategory: isCategory ? null : code!,
      labelFr: labelFr!,
      labelEn: labelEn!,
    });
  }
  return rows;
}

/** The sixteen CIC categories (third character of a CIC). */
export const CIC_CATEGORY_CODES = [...'1234567890', ...'ABCDEF'] as const;
