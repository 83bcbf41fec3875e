/**
 * The decision records of docs/decisions/ (issue 40): one file a decision,
 * `<area>/NNNN-slug.md`, indexed in docs/decisions/README.md. Read by the check
 * (packages/domain/src/docs/decision-records.test.ts) and by `npm run decision:new`
 * (scripts/decisions-new-record.ts), so that both agree on what a record is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions', import.meta.url));

/** The sections every record has, in this order. */
export const RECORD_SECTIONS = ['## Contexte', '## Décision', '## Conséquences'] as const;

const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^(proposée|acceptée|abandonnée|remplacée par \d{4})/;
const INDEX_START = '<!-- index:start -->';
const INDEX_END = '<!-- index:end -->';

export interface DecisionRecord {
  /** Path from docs/decisions/, e.g. `platform/0001-typescript-sources-run-directly.md`. */
  file: string;
  area: string;
  number: string;
  title: string;
  status: string;
  /** The legacy `## ` headings of docs/decisions.md (or the issue) it comes from. */
  origins: string[];
  sections: string[];
}

function field(lines: string[], name: string): string | undefined {
  const prefix = `- ${name} :`;
  return lines
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length)
    .trim();
}

/** Every record of every area folder, in number order. */
export function readRecords(dir = DECISIONS_DIR): DecisionRecord[] {
  const records: DecisionRecord[] = [];
  for (const area of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const name of fs.readdirSync(path.join(dir, area.name))) {
      const match = RECORD_FILE.exec(name);
      if (!match) continue;
      const lines = fs.readFileSync(path.join(dir, area.name, name), 'utf8').split('\n');
      const heading = /^# (\d{4})\. (.+)$/.exec(lines[0] ?? '');
      records.push({
        file: `${area.name}/${name}`,
        area: area.name,
        number: match[1] ?? '',
        title: heading && heading[1] === match[1] ? (heading[2] ?? '') : '',
        status: field(lines, 'Statut') ?? '',
        origins: (field(lines, 'Origine') ?? '')
          .split(' ; ')
          .map((origin) => origin.trim())
          .filter(Boolean),
        sections: lines.filter((line) => line.startsWith('## ')),
      });
    }
  }
  return records.sort((a, b) => a.number.localeCompare(b.number));
}

/** The links of the index: `[text](target)` between its markers. */
export function indexLinks(dir = DECISIONS_DIR): string[] {
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start < 0 || end < start) return [];
  return [...readme.slice(start, end).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
}

/** The legacy headings every record set must keep (docs/decisions/legacy-headings.txt). */
export function legacyHeadings(dir = DECISIONS_DIR): string[] {
  return fs
    .readFileSync(path.join(dir, 'legacy-headings.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What is wrong with the records, the index and the legacy headings; empty when all is well. */
export function recordProblems(dir = DECISIONS_DIR): string[] {
  const problems: string[] = [];
  const records = readRecords(dir);
  const numbers = new Map<string, string[]>();
  for (const record of records) {
    numbers.set(record.number, [...(numbers.get(record.number) ?? []), record.file]);
    if (!record.title)
      problems.push(`${record.file}: first line is not « # ${record.number}. Title »`);
    if (!STATUS.test(record.status)) problems.push(`${record.file}: no valid « - Statut : » line`);
    const replacedBy = record.status.split('remplacée par')[1] ?? '';
    for (const [number] of replacedBy.matchAll(/\b\d{4}\b/g)) {
      if (!records.some((other) => other.number === number))
        problems.push(`${record.file}: replaced by ${number}, which does not exist`);
    }
    if (record.origins.length === 0) problems.push(`${record.file}: no « - Origine : » line`);
    const sections = record.sections.filter((s) =>
      (RECORD_SECTIONS as readonly string[]).includes(s),
    );
    if (sections.join() !== RECORD_SECTIONS.join())
      problems.push(`${record.file}: sections must be ${RECORD_SECTIONS.join(', ')}`);
  }
  for (const [number, files] of numbers)
    if (files.length > 1) problems.push(`number ${number} is shared by ${files.join(', ')}`);
  const origins = new Set(records.flatMap((record) => record.origins));
  for (const heading of legacyHeadings(dir))
    if (!origins.has(heading)) problems.push(`legacy heading « ${heading} » has no record`);
  // Sections still appended to the former single file (branches older than the records)
  // must become records: the pointer file itself has no `## ` heading.
  const legacyFile = path.join(dir, '..', 'decisions.md');
  if (fs.existsSync(legacyFile)) {
    for (const line of fs.readFileSync(legacyFile, 'utf8').split('\n'))
      if (line.startsWith('## '))
        problems.push(
          `docs/decisions.md still holds « ${line.slice(3).trim()} »: convert it with npm run decision:new -- <area> "<title>" --origin "<heading>", then remove it`,
        );
  }
  const links = indexLinks(dir);
  for (const record of records)
    if (!links.includes(record.file)) problems.push(`README.md index misses ${record.file}`);
  for (const link of links)
    if (!fs.existsSync(path.join(dir, link)))
      problems.push(`README.md index links missing ${link}`);
  return problems;
}

/** A file name's slug: ASCII, lower case, words joined by hyphens, at most 60 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 60).replace(/-+$/, '') || 'decision';
}

export function nextNumber(dir = DECISIONS_DIR): string {
  const last = Math.max(0, ...readRecords(dir).map((record) => Number(record.number)));
  return String(last + 1).padStart(4, '0');
}

/**
 * Creates the next-numbered record of `area` from TEMPLATE.md and lists it at the end of
 * its area in the index (a new area gets its section at the end of the index). With
 * `origin`, a legacy `## ` heading of docs/decisions.md, the record names it and the
 * heading joins legacy-headings.txt, so that the check keeps it from then on.
 */
export function addRecord(input: {
  area: string;
  title: string;
  origin?: string;
  dir?: string;
}): string {
  const dir = input.dir ?? DECISIONS_DIR;
  const area = slugOf(input.area);
  const title = input.title.trim();
  if (!title) throw new Error('Le titre de la décision est vide.');
  const number = nextNumber(dir);
  const file = `${area}/${number}-${slugOf(title)}.md`;
  const origin = input.origin?.replace(/^##\s*/, '').trim();
  const text = fs
    .readFileSync(path.join(dir, 'TEMPLATE.md'), 'utf8')
    .replace(/^# NNNN\. .*$/m, `# ${number}. ${title}`)
    .replace(/^- Origine : .*$/m, `- Origine : ${origin || 'issue …'}`);
  fs.mkdirSync(path.join(dir, area), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);

  const readmePath = path.join(dir, 'README.md');
  const lines = fs.readFileSync(readmePath, 'utf8').split('\n');
  const entry = `- [${number}. ${title}](${file})`;
  const areaHeading = lines.findIndex(
    (line) => line.startsWith('### ') && line.endsWith(`\`${area}/\``),
  );
  const end = lines.indexOf(INDEX_END);
  if (end < 0) throw new Error(`README.md n'a pas de marqueur ${INDEX_END}.`);
  if (areaHeading >= 0) {
    let last = areaHeading + 1;
    for (let i = areaHeading + 1; i < end && !lines[i]?.startsWith('### '); i++)
      if (lines[i]?.startsWith('- [')) last = i;
    lines.splice(last + 1, 0, entry);
  } else {
    lines.splice(end, 0, `### ${area} — \`${area}/\``, '', entry, '');
  }
  fs.writeFileSync(readmePath, lines.join('\n'));

  if (origin) {
    const legacyPath = path.join(dir, 'legacy-headings.txt');
    if (!legacyHeadings(dir).includes(origin)) fs.appendFileSync(legacyPath, `${origin}\n`);
  }
  return file;
}
