import { FILE_COLUMNS, identifierProblem, isEeaOrOecdCountry } from '@prisme/domain';
import { securities } from '../../../db/schema';
import type { RowReader } from '../row-reader';
import { importTable } from '../table-import';
import type { Importer } from './importer';
import {
  cicProblem,
  currencyProblem,
  DuplicateKeys,
  looksLikeIsin,
  partyCodeProblem,
  readChoice,
} from './field-checks';
import { IssuerBook } from './securities-issuers';
import {
  EQUITY_TYPES,
  gicsProblem,
  INFRASTRUCTURE_KINDS,
  issuerCountryProblem,
  DERIVATIVE_USES,
  readCodeType,
  readCreditQualityStep,
  readNaceCode,
  SECURITISATION_TYPES,
  SWAP_LEGS,
} from './securities-fields';
import { upsertRows } from './upsert-rows';
import { readCounterpartyTerms, type CounterpartyRecord } from './securities-counterparty';

interface SecurityRecord extends CounterpartyRecord {
  code: string;
  codeType: string;
  name: string;
  cic: string;
  currency: string;
  issuerCode: string | undefined;
  issuerGroupCode: string | undefined;
  country: string | undefined;
  naceCode: string | undefined;
  gicsSector: string | undefined;
  rating: string | undefined;
  creditQualityStep: number | undefined;
  maturityDate: string | undefined;
  couponRate: number | undefined;
  modifiedDuration: number | undefined;
  creditSensitivity: number | undefined;
  isGovernment: boolean;
  isSupranational: boolean;
  isCoveredBond: boolean;
  securitisationType: string | undefined;
  infrastructure: string | undefined;
  listedEeaOecd: boolean;
  equityType: string | undefined;
  underlyingCode: string | undefined;
  underlyingCodeType: string | undefined;
  derivativeUse: string | undefined;
  swapLegs: string | undefined;
  swapDeliveredCurrency: string | undefined;
  swapReceivedCurrency: string | undefined;
  issueDate: string | undefined;
}

const C = {
  code: 'codeTitre',
  codeType: 'typeCode',
  name: 'libelle',
  cic: 'cic',
  currency: 'devise',
  issuerCode: 'codeEmetteur',
  issuerName: 'nomEmetteur',
  groupCode: 'codeGroupe',
  groupName: 'nomGroupe',
  country: 'pays',
  nace: 'nace',
  gics: 'gics',
  rating: 'notation',
  step: 'echelonQualiteCredit',
  maturity: 'dateMaturite',
  coupon: 'coupon',
  duration: 'durationModifiee',
  creditSensitivity: 'sensibiliteCredit',
  government: 'gouvernemental',
  supranational: 'supranational',
  covered: 'obligationSecurisee',
  securitisation: 'titrisation',
  infrastructure: 'infrastructure',
  listed: 'coteEeeOcde',
  equityType: 'typeAction',
  underlying: 'sousJacent',
  underlyingType: 'typeCodeSousJacent',
  use: 'usageDerive',
  legs: 'jambesSwap',
  delivered: 'deviseLivree',
  received: 'deviseRecue',
  issueDate: 'dateEmission',
} as const;

/** CIC categories A-F: the derivatives of S.08.01 (data-standards §1.1). */
const isDerivativeCic = (cic: string | undefined) => !!cic && 'ABCDEF'.includes(cic.charAt(2));

/**
 * Listed in the EEA or the OECD (type 1 equity, Art. 168) when the file does not say:
 * from the CIC prefix, the listing country (data-standards §1.1); XL, XT and XV name no
 * country of listing.
 */
const listedFromCic = (cic: string) => isEeaOrOecdCountry(cic.slice(0, 2));

/**
 * What S.08.01 needs of a derivative (data-standards §3.4): its underlying (TPT 68 / 69),
 * its use, and a swap's legs and currencies. Given on another instrument they would be
 * silently lost: the line is refused.
 */
function readDerivativeTerms(row: RowReader, cic: string | undefined) {
  const terms = {
    underlyingCode: row.code(C.underlying, false),
    underlyingCodeType: readCodeType(row, C.underlyingType),
    derivativeUse: readChoice(row, C.use, DERIVATIVE_USES),
    swapLegs: readChoice(row, C.legs, SWAP_LEGS),
    swapDeliveredCurrency: row.code(C.delivered, false, currencyProblem),
    swapReceivedCurrency: row.code(C.received, false, currencyProblem),
  };
  if (!cic) return terms;
  if (!isDerivativeCic(cic)) {
    const given = (
      [
        [C.underlying, terms.underlyingCode],
        [C.use, terms.derivativeUse],
        [C.legs, terms.swapLegs],
        [C.delivered, terms.swapDeliveredCurrency],
        [C.received, terms.swapReceivedCurrency],
      ] as const
    ).find(([, value]) => value !== undefined);
    if (given)
      row.fail(
        given[0],
        `Réservé aux dérivés (catégorie CIC A à F) : le CIC ${cic} n'en est pas un.`,
      );
  } else if (cic.charAt(2) !== 'D') {
    const given = (
      [
        [C.legs, terms.swapLegs],
        [C.delivered, terms.swapDeliveredCurrency],
        [C.received, terms.swapReceivedCurrency],
      ] as const
    ).find(([, value]) => value !== undefined);
    if (given)
      row.fail(given[0], `Réservé aux swaps (catégorie CIC D) : le CIC ${cic} n'en est pas un.`);
  }
  if (terms.underlyingCodeType && !terms.underlyingCode)
    row.fail(C.underlying, 'Code du sous-jacent manquant : son type de code est donné sans lui.');
  return terms;
}

/**
 * The securities referential (référentiel titres). A code already stored is updated
 * with the file's attributes; the issuers and groups named are upserted first. A fund
 * (CIC category 4) keeps its "has a TPT composition" mark; any other CIC clears it.
 */
export const importSecurities: Importer = async (job) => {
  const book = await IssuerBook.load(job.tx);
  const duplicates = new DuplicateKeys();

  function readRow(row: RowReader): SecurityRecord | undefined {
    const code = row.code(C.code, true);
    const codeType = readCodeType(row, C.codeType);
    const name = row.text(C.name, true);
    const cic = row.code(C.cic, true, cicProblem);
    const currency = row.code(C.currency, true, currencyProblem);
    const issuerCode = row.code(C.issuerCode, false, partyCodeProblem);
    const issuerName = row.text(C.issuerName);
    const groupCode = row.code(C.groupCode, false, partyCodeProblem);
    const groupName = row.text(C.groupName);
    const country = row.code(C.country, false, issuerCountryProblem);
    const naceCode = readNaceCode(row, C.nace);
    const gicsSector = row.code(C.gics, false, gicsProblem);
    const rating = row.text(C.rating);
    const creditQualityStep = readCreditQualityStep(row, C.step, C.rating, rating);
    const record = {
      maturityDate: row.date(C.maturity), // 9999-12-31: perpetual (TPT 39)
      // TPT 33, in percent: "1,5" or "1,5 %" is 1.5; beyond ±100 % it is no coupon rate.
      couponRate: row.decimal(C.coupon, false, { percentSign: 'strip', min: -100, max: 100 }),
      modifiedDuration: row.decimal(C.duration, false, { min: 0 }),
      creditSensitivity: row.decimal(C.creditSensitivity),
      isGovernment: row.flag(C.government) ?? false,
      isSupranational: row.flag(C.supranational) ?? false,
      isCoveredBond: row.flag(C.covered) ?? false,
      securitisationType: readChoice(row, C.securitisation, SECURITISATION_TYPES),
      infrastructure: readChoice(row, C.infrastructure, INFRASTRUCTURE_KINDS),
      listedEeaOecd: row.flag(C.listed),
      equityType: readChoice(row, C.equityType, EQUITY_TYPES),
      issueDate: row.date(C.issueDate),
      ...readDerivativeTerms(row, cic),
      ...readCounterpartyTerms(row),
    };
    // §4.4: ISIN when the code has its shape, else a code attributed by the undertaking.
    const type = codeType ?? (code && looksLikeIsin(code) ? '1' : '99');
    if (code && (type === '1' || looksLikeIsin(code))) {
      const problem = identifierProblem(code, 'ISIN');
      if (problem) row.fail(C.code, problem);
    }
    if (issuerName && row.text(C.issuerCode) === undefined)
      row.fail(
        C.issuerCode,
        "Code de l'émetteur manquant : le nom de l'émetteur est donné sans son code.",
      );
    if (groupName && row.text(C.groupCode) === undefined)
      row.fail(C.groupCode, 'Code du groupe manquant : le nom du groupe est donné sans son code.');
    if (issuerCode)
      book.noteIssuer(row, {
        code: issuerCode,
        name: issuerName,
        groupCode,
        country,
        naceCode,
        gicsSector,
      });
    if (groupCode) book.noteGroup(groupCode, groupName);
    if (row.faulty || duplicates.isDuplicate(row, C.code, code!, `le titre ${code}`))
      return undefined;
    return {
      ...record,
      code: code!,
      codeType: type,
      name: name!,
      cic: cic!,
      currency: currency!,
      issuerCode,
      issuerGroupCode: groupCode,
      country,
      naceCode,
      gicsSector,
      rating,
      creditQualityStep,
      listedEeaOecd: record.listedEeaOecd ?? listedFromCic(cic!),
    };
  }

  return importTable<SecurityRecord>(job, {
    columns: FILE_COLUMNS.securities,
    readRow,
    async writeBatch(records) {
      const issuerCodes = new Set(records.flatMap((r) => (r.issuerCode ? [r.issuerCode] : [])));
      const groupCodes = new Set(
        records.flatMap((r) => (r.issuerGroupCode ? [r.issuerGroupCode] : [])),
      );
      await book.write(job.tx, issuerCodes, groupCodes);
      await upsertRows(job.tx, securities, [securities.code], records, {
        // Spec: only a fund has a look-through composition; the TPT import sets the mark.
        omit: [securities.hasComposition],
        extraAssignments: [
          `"has_composition" = "securities"."has_composition" and substr(excluded."cic", 3, 1) = '4'`,
        ],
      });
    },
  });
};
