import { isinCheckDigit } from '@prisme/domain';
import { tptCsv } from '../../apps/server/src/modules/integration/importers/tpt/tpt-test-files';
import {
  FUND_A,
  FUND_A_LINES,
  FUND_B,
  FUND_B_LINES,
} from '../../apps/server/src/modules/integration/importers/tpt/tpt-test-lines';
import { eurCurve20241231 } from '../../apps/server/src/seed/demo-data/eur-curve';

/**
 * The files an insurer sends on its first day, for a client the test creates itself
 * (issue 35 §A.4): nothing here comes from the demo data. Valuation date 31/12/2024.
 */
export const VALUATION_DATE = '31/12/2024';

const isin = (first11: string) => first11 + isinCheckDigit(first11);
/** A French government bond held directly. */
export const DIRECT_BOND = isin('FR00140ONB0');

const csv = (header: string, lines: readonly string[]) => [header, ...lines].join('\r\n') + '\r\n';

/** The referential: the two funds of the TPT file and a directly held bond. */
export const securitiesFile = () =>
  csv(
    'codeTitre;libelle;cic;devise;codeEmetteur;nomEmetteur;pays;dateMaturite;coupon;gouvernemental',
    [
      `${FUND_A};Prisme Actions Europe;FR41;EUR;;;FR;;;`,
      `${FUND_B};Prisme Obligations Monde;LU42;EUR;;;LU;;;`,
      `${DIRECT_BOND};OAT 2,75 % 2034;FR11;EUR;FR-ETAT;République française;FR;25/11/2034;2,75;oui`,
    ],
  );

/** The TPT (V7) of the two funds, the first holding the second. */
export const tptFile = () => tptCsv([...FUND_A_LINES, ...FUND_B_LINES]);

/** EIOPA's EUR risk-free curve at the valuation date, maturities 1 to 150, long form. */
export const curvesFile = () =>
  csv(
    'courbe;devise;date;maturite;taux',
    eurCurve20241231().map((point) =>
      [
        'EUR_RFR_NO_VA',
        'EUR',
        VALUATION_DATE,
        point.maturity,
        String(point.rate).replace('.', ','),
      ].join(';'),
    ),
  );

/** EIOPA's equity symmetric adjustment at the valuation date. */
export const symmetricAdjustmentFile = () =>
  csv('date;ajustementSymetrique;courbe', [`${VALUATION_DATE};-0,0041;`]);

/** The structure of a second portfolio, set up by file instead of by the page. */
export const structureFile = (portfolio: string) =>
  csv(
    'codePortefeuille;libellePortefeuille;devise;nature;indice;codeCompartiment;libelleCompartiment',
    [
      `${portfolio};Fonds propres;EUR;Fonds propres;;FP-1;Placements longs`,
      `${portfolio};Fonds propres;EUR;Fonds propres;;FP-2;Trésorerie`,
    ],
  );

/** The inventory: units of the fund and the bond in one portfolio's compartment. */
export const inventoryFile = (portfolio: string, compartment: string) =>
  csv(
    'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference',
    [
      `${portfolio};${compartment};${VALUATION_DATE};${FUND_A};1000;EUR;100000;100000`,
      `${portfolio};${compartment};${VALUATION_DATE};${DIRECT_BOND};500000;EUR;512345,67;512345,67`,
    ],
  );
