import { FILE_COLUMNS } from '@prisme/domain';
import { csvFile } from './reference-import-test-kit';

/**
 * Lines of a realistic securities referential for the tests. ISINs and LEIs have valid
 * check digits (data-standards §4); the LEIs are the test values of §4.2, with no claim
 * about the entities they belong to.
 */
export type SecurityLine = Partial<Record<(typeof HEADER)[number], string>>;

const HEADER = FILE_COLUMNS.securities.map((c) => c.name);

export const securitiesCsv = (lines: readonly SecurityLine[]) =>
  csvFile(
    HEADER.join(';'),
    lines.map((line) => HEADER.map((column) => line[column] ?? '').join(';')),
  );

export const LEI = {
  total: '529900T8BM49AURSDO55',
  apple: 'R0MUWSFPU8MPRO8K5P83',
  bank: '969500UP76J52A9OXU27',
  bankGroup: '5493001KJTIIGC8Y1R12',
  supranational: '7LTWFZYICNSX8D621K86',
};

export const SHARE: SecurityLine = {
  codeTitre: 'FR0000120271',
  libelle: 'TotalEnergies SE',
  cic: 'FR31',
  devise: 'EUR',
  codeEmetteur: LEI.total,
  nomEmetteur: 'TotalEnergies SE',
  codeGroupe: LEI.total,
  nomGroupe: 'Groupe TotalEnergies',
  pays: 'FR',
  nace: 'B06.10',
  gics: '10',
  notation: 'A+',
  typeAction: 'Type 1',
};

export const US_SHARE: SecurityLine = {
  codeTitre: 'US0378331005',
  typeCode: 'ISIN',
  libelle: 'Apple Inc.',
  cic: 'US31',
  devise: 'USD',
  codeEmetteur: LEI.apple,
  nomEmetteur: 'Apple Inc.',
  pays: 'US',
  nace: 'C2620',
  gics: '45202030',
  notation: 'Aa1',
  echelonQualiteCredit: '1',
  coteEeeOcde: 'O',
  typeAction: 'type1',
};

export const COVERED_BOND: SecurityLine = {
  codeTitre: 'XS2063247915',
  libelle: 'Obligation sécurisée 1,5 % 2029',
  cic: 'FR27',
  devise: 'EUR',
  codeEmetteur: LEI.bank,
  nomEmetteur: 'Banque Exemple SA',
  codeGroupe: LEI.bankGroup,
  nomGroupe: 'Groupe Bancaire Exemple',
  pays: 'FR',
  nace: 'K6419',
  gics: '4010',
  notation: 'AAA',
  dateMaturite: '02/10/2029',
  coupon: '1,5 %',
  durationModifiee: '4,35',
  sensibiliteCredit: '4,1',
  gouvernemental: 'N',
  obligationSecurisee: 'O',
};

export const FUND: SecurityLine = {
  codeTitre: 'FR0010315770',
  libelle: 'Fonds Actions Europe',
  cic: 'FR41',
  devise: 'EUR',
};

export const LOAN: SecurityLine = {
  codeTitre: 'CAU/PRET-001',
  libelle: 'Prêt immobilier',
  cic: 'XT84',
  devise: 'EUR',
  codeEmetteur: 'EMET-INTERNE-01',
  nomEmetteur: 'SCI Exemple',
  pays: 'FR',
  nace: 'L6820',
  echelonQualiteCredit: '9',
  dateMaturite: '31/12/2034',
  coupon: '3,2',
};

export const SUPRANATIONAL_BOND: SecurityLine = {
  codeTitre: 'EU000A3K4DJ5',
  libelle: 'Obligation supranationale 2030',
  cic: 'XL12',
  devise: 'EUR',
  codeEmetteur: LEI.supranational,
  nomEmetteur: 'Émetteur supranational',
  pays: 'EU',
  nace: 'U9900',
  notation: 'Aaa',
  dateMaturite: '2030-10-04',
  coupon: '0',
  durationModifiee: '5,6',
  gouvernemental: 'Non',
  supranational: 'Oui',
};

/** Same issuer as the covered bond, which alone names it. */
export const PERPETUAL_BOND: SecurityLine = {
  codeTitre: 'FR0013455854',
  libelle: 'Obligation subordonnée perpétuelle',
  cic: 'FR28',
  devise: 'EUR',
  codeEmetteur: LEI.bank,
  notation: 'BBB-',
  dateMaturite: '9999-12-31',
  coupon: '4,25',
  durationModifiee: '7,8',
};

export const SECURITISATION: SecurityLine = {
  codeTitre: 'XS1955787657',
  libelle: 'Titrisation STS senior',
  cic: 'XL62',
  devise: 'EUR',
  echelonQualiteCredit: '1',
  dateMaturite: '15/03/2040',
  titrisation: 'STS senior',
};

export const INFRASTRUCTURE_EQUITY: SecurityLine = {
  codeTitre: 'DE000A2GSLY0',
  libelle: 'Infrastructure Europe',
  cic: 'DE39',
  devise: 'EUR',
  infrastructure: 'qualifying_corporate',
  coteEeeOcde: 'N',
  typeAction: 'type2',
};

export const GOOD_SECURITIES = [
  SHARE,
  US_SHARE,
  COVERED_BOND,
  FUND,
  LOAN,
  SUPRANATIONAL_BOND,
  PERPETUAL_BOND,
  SECURITISATION,
  INFRASTRUCTURE_EQUITY,
];
