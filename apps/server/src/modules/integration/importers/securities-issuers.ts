import { isValidLei } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { issuerGroups, issuers } from '../../../db/schema';
import type { RowReader } from '../row-reader';
import { upsertRows } from './upsert-rows';

export interface IssuerFields {
  code: string;
  name?: string | undefined;
  groupCode?: string | undefined;
  country?: string | undefined;
  naceCode?: string | undefined;
  gicsSector?: string | undefined;
}

type CheckedField = 'groupCode' | 'country' | 'naceCode' | 'gicsSector';

/** Issuer attributes that must agree between the lines of one issuer, with their column. */
const CHECKED_FIELDS: [CheckedField, string, string][] = [
  ['groupCode', 'codeGroupe', 'le groupe'],
  ['country', 'pays', 'le pays'],
  ['naceCode', 'nace', 'le code NACE'],
  ['gicsSector', 'gics', 'le secteur GICS'],
];

type GroupRow = typeof issuerGroups.$inferInsert;

/**
 * The issuers and issuer groups named by a securities file, gathered line by line: the
 * first name given wins, and an issuer's group, country, NACE and GICS must agree from
 * one line to the next. Written before the securities that refer to them; a value the
 * file leaves empty keeps the stored one, and a party with no name anywhere is named
 * by its code.
 */
export class IssuerBook {
  private readonly issuers = new Map<
    string,
    { fields: IssuerFields; lines: Map<string, number> }
  >();
  private readonly groupNames = new Map<string, string | undefined>();

  private constructor(
    private readonly storedIssuerNames: Map<string, string>,
    private readonly storedGroupNames: Map<string, string>,
  ) {}

  static async load(tx: Transaction): Promise<IssuerBook> {
    const storedIssuers = await tx.select({ code: issuers.code, name: issuers.name }).from(issuers);
    const storedGroups = await tx
      .select({ code: issuerGroups.code, name: issuerGroups.name })
      .from(issuerGroups);
    return new IssuerBook(
      new Map(storedIssuers.map((r) => [r.code, r.name])),
      new Map(storedGroups.map((r) => [r.code, r.name])),
    );
  }

  noteGroup(code: string, name: string | undefined): void {
    if (!this.groupNames.get(code)) this.groupNames.set(code, name);
  }

  /** Adds what a line says of its issuer; a disagreement with an earlier line is reported. */
  noteIssuer(row: RowReader, fields: IssuerFields): void {
    const known = this.issuers.get(fields.code);
    if (!known) {
      const lines = new Map(CHECKED_FIELDS.filter(([f]) => fields[f]).map(([f]) => [f, row.line]));
      this.issuers.set(fields.code, { fields: { ...fields }, lines });
      return;
    }
    known.fields.name ??= fields.name;
    for (const [field, column, label] of CHECKED_FIELDS) {
      const value = fields[field];
      const previous = known.fields[field];
      if (value === undefined) continue;
      if (previous === undefined) {
        known.fields[field] = value;
        known.lines.set(field, row.line);
      } else if (previous !== value) {
        row.fail(
          column,
          `L'émetteur ${fields.code} a ${label} « ${previous} » à la ligne ${known.lines.get(field)}, pas « ${value} ».`,
        );
      }
    }
  }

  /** Upserts the groups, then the issuers, of one batch of securities. */
  async write(tx: Transaction, issuerCodes: Set<string>, groupCodes: Set<string>): Promise<void> {
    const issuerRows = [...issuerCodes].map((code) => this.issuers.get(code)!.fields);
    const allGroups = new Set(groupCodes);
    for (const issuer of issuerRows) if (issuer.groupCode) allGroups.add(issuer.groupCode);
    const groupRows: GroupRow[] = [...allGroups].map((code) => ({
      code,
      name: this.groupNames.get(code) ?? this.storedGroupNames.get(code) ?? code,
      lei: isValidLei(code) ? code : null,
    }));
    // A securities file names no group's country: the stored one stays.
    await upsertRows(tx, issuerGroups, [issuerGroups.code], groupRows, {
      ...KEEP_STORED,
      omit: [issuerGroups.country],
    });
    const rows = issuerRows.map((issuer) => ({
      ...issuer,
      name: issuer.name ?? this.storedIssuerNames.get(issuer.code) ?? issuer.code,
      lei: isValidLei(issuer.code) ? issuer.code : null,
    }));
    await upsertRows(tx, issuers, [issuers.code], rows, KEEP_STORED);
  }
}

const KEEP_STORED = { keepStoredWhenEmpty: true };
