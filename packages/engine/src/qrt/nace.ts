import correspondence from './taxonomy/nace-rev2-to-rev21.json' with { type: 'json' };
import nc from './taxonomy/2.10.0/dom/NC.json' with { type: 'json' };

/**
 * Issuer sectors for taxonomy 2.10.0 (data-standards §5.2): NACE Rev. 2.1 in the dotted
 * form of the NC domain (`L.64.19`, a section `C.`). The referential may still hold Rev. 2
 * codes (`K6419`, TPT 54): they go through the correspondence of
 * `taxonomy/nace-rev2-to-rev21.json` (class by class for the financial, public and
 * extraterritorial classes, else to the Rev. 2.1 section, §5.1: the section letter is the
 * minimum outside the financial sector).
 */

export interface NaceConversion {
  /** The NC member's local name (`L.64.19`), null when the code cannot be mapped. */
  readonly code: string | null;
  /** How the input was read. */
  readonly revision: '2' | '2.1' | null;
  /** The class itself (true) or only its section (false). */
  readonly exact: boolean;
}

const MEMBERS = new Set(nc.members);
const REV2_SECTIONS = Object.entries(correspondence.rev2SectionDivisions).map(([letter, range]) => {
  const [from, to] = range.split('-').map(Number) as [number, number];
  return { letter, from, to };
});
/** Rev. 2.1 sections by division, read from the domain's members (`L.64` → 64 → L). */
const REV21_SECTION_OF = new Map(
  nc.members
    .filter((m) => /^[A-V]\.\d\d$/.test(m))
    .map((m) => [Number(m.slice(2)), m[0]!] as const),
);
const CLASSES: Readonly<Record<string, string>> = correspondence.classes;
const BY_DIVISION: Readonly<Record<string, string>> = correspondence.rev21SectionByRev2Division;
const BY_GROUP: Readonly<Record<string, string>> = correspondence.rev21SectionByRev2Group;
const BY_CLASS: Readonly<Record<string, string>> = correspondence.rev21SectionByRev2Class;

const rev2SectionOf = (division: number) =>
  REV2_SECTIONS.find((s) => division >= s.from && division <= s.to)?.letter;

/** `L.64.19` from its parts: section, division, then the group and class digits. */
function dotted(letter: string, digits: string): string {
  if (digits.length === 0) return `${letter}.`;
  const division = digits.slice(0, 2);
  return digits.length === 2 ? `${letter}.${division}` : `${letter}.${division}.${digits.slice(2)}`;
}

const unmapped: NaceConversion = { code: null, revision: null, exact: false };

/** The Rev. 2.1 member of a sector code as the referential holds it, Rev. 2 or 2.1. */
export function naceRev21(code: string | null): NaceConversion {
  const text = code?.trim().toUpperCase().replace(/\s+/g, '') ?? '';
  if (!text) return unmapped;
  if (MEMBERS.has(text)) return { code: text, revision: '2.1', exact: true };
  // L.64.19, L6419, K64.19, K6419, K64, K, 6419
  const match = /^([A-V])?(\.)?(\d{2})?\.?(\d)?(\d)?$/.exec(text);
  if (!match) return unmapped;
  const [, letter, dot, division, group, cls] = match;
  const digits = `${division ?? ''}${group ?? ''}${cls ?? ''}`;
  const divisionNumber = division ? Number(division) : null;
  const rev21Letter = divisionNumber === null ? undefined : REV21_SECTION_OF.get(divisionNumber);
  const rev2Letter = divisionNumber === null ? undefined : rev2SectionOf(divisionNumber);
  // A dotted code, or a letter that fits Rev. 2.1 but not Rev. 2 (L64…), is Rev. 2.1.
  if (
    letter &&
    divisionNumber !== null &&
    (dot || letter !== rev2Letter) &&
    letter === rev21Letter
  ) {
    const member = dotted(letter, digits);
    return MEMBERS.has(member) ? { code: member, revision: '2.1', exact: true } : unmapped;
  }
  if (letter && divisionNumber !== null && letter !== rev2Letter) return unmapped;
  if (divisionNumber === null) {
    // A section alone: Rev. 2 letters shift from K on (§5.2); J splits and the financial
    // sector K is reported at class level, so neither can map.
    if (!letter || letter === 'J' || letter === 'K') return unmapped;
    const division = REV2_SECTIONS.find((s) => s.letter === letter);
    const section = division && BY_DIVISION[String(division.from).padStart(2, '0')];
    return section ? { code: `${section}.`, revision: '2', exact: false } : unmapped;
  }
  const classKey = group && cls ? `${division}.${group}${cls}` : null;
  if (classKey && CLASSES[classKey]) return { code: CLASSES[classKey], revision: '2', exact: true };
  // The financial sector is reported at class level (§5.1): no section fallback there.
  if (rev2Letter === 'K') return unmapped;
  const section =
    (classKey && BY_CLASS[classKey]) ??
    (group ? BY_GROUP[`${division}.${group}`] : undefined) ??
    BY_DIVISION[division!];
  return section ? { code: `${section}.`, revision: '2', exact: false } : unmapped;
}
