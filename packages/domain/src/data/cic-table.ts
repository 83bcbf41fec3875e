/**
 * The CIC categories (data-standards §1.2) and subcategories (§1.3), with our concise
 * French labels: no official French text of the table was found (§1.2 note), so check
 * them against the FR version of Regulation (EU) 2023/894, Annex VI, before relying on
 * them in a regulatory document. Rows 6-F are [K] in the reference.
 */

export const CIC_CATEGORY_CODES = [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'A', 'B', 'C', 'D', 'E', 'F',
] as const; // prettier-ignore
export type CicCategoryCode = (typeof CIC_CATEGORY_CODES)[number];

export interface CicCategory {
  code: CicCategoryCode;
  labelEn: string;
  labelFr: string;
  /** A-F are derivatives, reported in S.08.01; 0-9 go to S.06.02 (§1.1). */
  derivative: boolean;
}

export interface CicSubcategory {
  /** Positions 3-4 of the CIC, e.g. '11', 'F4'. */
  code: string;
  category: CicCategoryCode;
  labelEn: string;
  labelFr: string;
}

const CATEGORY_ROWS = `
1|Government bonds|Obligations d’État
2|Corporate bonds|Obligations d’entreprises
3|Equity|Actions
4|Collective Investment Undertakings|Organismes de placement collectif
5|Structured notes|Titres structurés
6|Collateralised securities|Titres garantis
7|Cash and deposits|Trésorerie et dépôts
8|Mortgages and loans|Prêts et prêts hypothécaires
9|Property|Immobilier
0|Other investments|Autres investissements
A|Futures|Contrats à terme standardisés (futures)
B|Call Options|Options d’achat
C|Put Options|Options de vente
D|Swaps|Contrats d’échange (swaps)
E|Forwards|Contrats à terme de gré à gré (forwards)
F|Credit derivatives|Dérivés de crédit
`;

/** Subcategories 5x and 6x share their labels: the main risk of the instrument. */
const RISK_ROWS = `
1|Equity risk|Risque actions
2|Interest rate risk|Risque de taux
3|Currency risk|Risque de change
4|Credit risk|Risque de crédit
5|Real estate risk|Risque immobilier
6|Commodity risk|Risque matières premières
7|Catastrophe and Weather risk|Risque de catastrophe et climatique
8|Mortality risk|Risque de mortalité
9|Other|Autres
`;

/** Call (Bx) and put (Cx) options share their labels. */
const OPTION_ROWS = `
1|Equity and index options|Options sur actions et indices
2|Bond options|Options sur obligations
3|Currency options|Options de change
4|Warrants|Bons de souscription (warrants)
5|Commodity options|Options sur matières premières
6|Swaptions|Options sur swaps (swaptions)
7|Catastrophe and weather risk|Risque de catastrophe et climatique
8|Mortality risk|Risque de mortalité
9|Other|Autres
`;

const SUBCATEGORY_ROWS = `
11|Central Government bonds|Obligations d’administrations centrales
12|Supra-national bonds|Obligations supranationales
13|Regional government bonds|Obligations d’administrations régionales
14|Municipal government bonds|Obligations d’administrations locales
15|Treasury bonds|Bons du Trésor
16|Covered bonds|Obligations sécurisées publiques
17|National Central banks|Banques centrales nationales
18|Government bonds not denominated in the domestic currency|Obligations d’État en devise non domestique
19|Other|Autres
21|Common bonds|Obligations ordinaires
22|Convertible bonds|Obligations convertibles
23|Commercial paper|Billets de trésorerie
24|Money market instruments|Instruments du marché monétaire
25|Hybrid bonds|Obligations hybrides
26|Common covered bonds|Obligations sécurisées ordinaires
27|Covered bonds subject to specific law|Obligations sécurisées régies par une loi spécifique
28|Subordinated bonds|Obligations subordonnées
29|Other|Autres
31|Common equity|Actions ordinaires
32|Equity of real estate related corporation|Actions de sociétés immobilières
33|Equity rights|Droits sur actions
34|Preferred equity|Actions de préférence
39|Other|Autres
41|Equity funds|Fonds actions
42|Debt funds|Fonds obligataires
43|Money market funds|Fonds monétaires
44|Asset allocation funds|Fonds d’allocation d’actifs
45|Real estate funds|Fonds immobiliers
46|Alternative funds|Fonds alternatifs
47|Private equity funds|Fonds de capital-investissement
48|Infrastructure funds|Fonds d’infrastructures
49|Other|Autres
${RISK_ROWS.replace(/^(\d)\|/gm, '5$1|')}
${RISK_ROWS.replace(/^(\d)\|/gm, '6$1|')}
71|Cash|Espèces
72|Transferable deposits (cash equivalents)|Dépôts transférables (équivalents de trésorerie)
73|Other deposits short term (less than or equal to one year)|Autres dépôts à un an au plus
74|Other deposits with term longer than one year|Autres dépôts à plus d’un an
75|Deposits to cedants|Dépôts auprès des cédantes
79|Other|Autres
81|Uncollateralized loans made|Prêts non garantis
82|Loans made collateralized with securities|Prêts garantis par des titres
84|Mortgages|Prêts hypothécaires
85|Other collateralized loans made|Autres prêts garantis
86|Loans on policies|Avances sur contrats
89|Other|Autres
91|Property (office and commercial)|Immobilier (bureaux et commerces)
92|Property (residential)|Immobilier (résidentiel)
93|Property (for own use)|Immobilier (usage propre)
94|Property (under construction)|Immobilier (en construction)
95|Plant and equipment (for own use)|Installations et équipements (usage propre)
99|Other|Autres
09|Other investments|Autres investissements
A1|Equity and index futures|Futures sur actions et indices
A2|Interest rate futures|Futures de taux
A3|Currency futures|Futures de change
A5|Commodity futures|Futures sur matières premières
A7|Catastrophe and weather risk|Risque de catastrophe et climatique
A8|Mortality risk|Risque de mortalité
A9|Other|Autres
${OPTION_ROWS.replace(/^(\d)\|/gm, 'B$1|')}
${OPTION_ROWS.replace(/^(\d)\|/gm, 'C$1|')}
D1|Interest rate swaps|Swaps de taux
D2|Currency swaps|Swaps de devises
D3|Interest rate and currency swaps|Swaps de taux et de devises
D4|Total return swaps|Swaps de rendement global
D5|Security swaps|Swaps sur titres
D6|Commodity swaps|Swaps sur matières premières
D7|Catastrophe and weather risk|Risque de catastrophe et climatique
D8|Mortality risk|Risque de mortalité
D9|Other|Autres
E1|Forward interest rate agreement|Accords de taux futurs (FRA)
E2|Forward exchange rate agreement|Change à terme
E7|Catastrophe and weather risk|Risque de catastrophe et climatique
E8|Mortality risk|Risque de mortalité
E9|Other|Autres
F1|Credit default swap|Swaps sur défaut de crédit (CDS)
F2|Credit spread option|Options sur écart de crédit
F3|Credit spread swap|Swaps sur écart de crédit
F4|Total return swap|Swaps de rendement global
F9|Other|Autres
`;

const rows = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|') as [string, string, string]);

const isCategoryCode = (code: string): code is CicCategoryCode =>
  (CIC_CATEGORY_CODES as readonly string[]).includes(code);

export const CIC_CATEGORIES: readonly CicCategory[] = rows(CATEGORY_ROWS).map(
  ([code, labelEn, labelFr]) => {
    if (!isCategoryCode(code)) throw new Error(`Catégorie CIC ${code} inconnue`);
    return { code, labelEn, labelFr, derivative: /[A-F]/.test(code) };
  },
);

export const CIC_SUBCATEGORIES: readonly CicSubcategory[] = rows(SUBCATEGORY_ROWS).map(
  ([code, labelEn, labelFr]) => {
    const category = code.charAt(0);
    if (!isCategoryCode(category)) throw new Error(`Sous-catégorie CIC ${code} mal formée`);
    return { code, category, labelEn, labelFr };
  },
);
