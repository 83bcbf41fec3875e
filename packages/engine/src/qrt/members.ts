import type { QrtColumnMeta } from './metadata';
import { naceRev21 } from './nace';

/**
 * The one mapping of a fact's value to its column's domain (data-standards §3.7: enumerated
 * columns take member QNames): the package writes the member's QName, the workbook the
 * member's label (for countries, currencies and sectors, the code itself). A value is the
 * member's QName, its label, its label without the bracketed note (`General` for
 * « General [no split] », `L` for « L [open] »), or, by domain, an ISO code (countries
 * s2c_GA, currencies s2c_CU) or a NACE code (s2c_NC, Rev. 2 converted to Rev. 2.1).
 */

const CODE_DOMAINS = new Set(['s2c_GA', 's2c_CU', 's2c_NC']);

/** A label as values are matched: no bracketed note, no « or liabilities » (S.08.01 C0250). */
const matchable = (label: string) =>
  label
    .replace(/\s*\[[^\]]*\]\s*$/, '')
    .replace(/ or liabilities$/, '')
    .trim()
    .toLowerCase();

const byLabel = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

function labelIndex(members: ReadonlyMap<string, string>): Map<string, string> {
  let index = byLabel.get(members);
  if (!index) {
    index = new Map();
    for (const [qname, label] of members) {
      index.set(label.toLowerCase(), qname);
      const short = matchable(label);
      if (!index.has(short)) index.set(short, qname);
    }
    byLabel.set(members, index);
  }
  return index;
}

/**
 * Each column's answers, by value: a million-line S.06.03 repeats a few hundred values,
 * each mapped once (the workbook and the package's check both ask).
 */
const answers = new WeakMap<QrtColumnMeta, Map<string, string | null>>();

/** The member QName of a value in an enumerated column, null when it has none. */
export function memberOf(column: QrtColumnMeta, value: string): string | null {
  let known = answers.get(column);
  if (!known) answers.set(column, (known = new Map()));
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  const member = findMember(column, value);
  if (known.size < 100_000) known.set(value, member);
  return member;
}

function findMember(column: QrtColumnMeta, value: string): string | null {
  const members = column.members;
  if (!members) return null;
  const text = value.trim();
  if (members.has(text)) return text;
  if (column.domain === 's2c_NC') {
    const code = naceRev21(text).code;
    return code && members.has(`s2c_NC:${code}`) ? `s2c_NC:${code}` : null;
  }
  if (column.domain && CODE_DOMAINS.has(column.domain)) {
    const qname = `${column.domain}:${text.toUpperCase()}`;
    if (members.has(qname)) return qname;
  }
  const index = labelIndex(members);
  return index.get(text.toLowerCase()) ?? index.get(matchable(text)) ?? null;
}

/**
 * The value as the workbook shows it: the member's label, or for a country, currency or
 * sector its code (`FR`, `EUR`, `L.64.19`); a value with no member is shown as it is.
 */
export function labelOf(column: QrtColumnMeta, value: string): string {
  const qname = memberOf(column, value);
  if (qname === null) return value;
  if (column.domain && CODE_DOMAINS.has(column.domain)) {
    const local = qname.slice(qname.indexOf(':') + 1);
    return /^x\d+$/.test(local) ? column.members!.get(qname)! : local;
  }
  return column.members!.get(qname)!;
}
