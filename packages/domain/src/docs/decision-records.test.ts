import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  addRecord,
  legacyHeadings,
  readRecords,
  recordProblems,
} from '../../../../scripts/decision-records';

// docs/decisions/ holds one record per decision (issue 40); the check below is what keeps
// every heading of the former docs/decisions.md with its record, numbers unique, records
// whole and the index in step with the files.

const copies: string[] = [];
function copyOfRecords(): string {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
  copies.push(docs);
  const dir = path.join(docs, 'decisions');
  fs.cpSync(DECISIONS_DIR, dir, { recursive: true });
  fs.copyFileSync(path.join(DECISIONS_DIR, '..', 'decisions.md'), path.join(docs, 'decisions.md'));
  return dir;
}
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('decision records', () => {
  it('every legacy heading has its record, numbers are unique, records are whole and indexed', () => {
    // The 48 headings of the file as it was split, plus those converted since (decision:new --origin).
    expect(legacyHeadings().length).toBeGreaterThanOrEqual(48);
    expect(readRecords().length).toBeGreaterThan(200);
    expect(recordProblems()).toEqual([]);
  });

  it('reports a legacy heading whose only record is gone, and the index link to it', () => {
    const dir = copyOfRecords();
    const heading = 'Issue 41 §8 (lead) — CI under 20 minutes';
    const gone = readRecords(dir).filter((record) => record.origins.includes(heading));
    for (const record of gone) fs.rmSync(path.join(dir, record.file));
    const problems = recordProblems(dir);
    expect(problems).toContain(`legacy heading « ${heading} » has no record`);
    expect(problems).toContain(`README.md index links missing ${gone[0]?.file}`);
  });

  it('reports two records sharing a number, a missing section and a record left out of the index', () => {
    const dir = copyOfRecords();
    const [first, second] = readRecords(dir);
    if (!first || !second) throw new Error('no records');
    const twin = `${second.area}/${first.number}-twin.md`;
    fs.writeFileSync(
      path.join(dir, twin),
      fs
        .readFileSync(path.join(dir, second.file), 'utf8')
        .replace(/^# \d{4}\./, `# ${first.number}.`),
    );
    const secondPath = path.join(dir, second.file);
    fs.writeFileSync(
      secondPath,
      fs.readFileSync(secondPath, 'utf8').replace('## Conséquences', ''),
    );
    const problems = recordProblems(dir);
    expect(problems).toContain(
      `number ${first.number} is shared by ${[first.file, twin].sort().join(', ')}`,
    );
    expect(problems).toContain(
      `${second.file}: sections must be ## Contexte, ## Décision, ## Conséquences`,
    );
    expect(problems).toContain(`README.md index misses ${twin}`);
  });

  it('reports a record replaced by a number that does not exist', () => {
    const dir = copyOfRecords();
    const [first] = readRecords(dir);
    if (!first) throw new Error('no records');
    const file = path.join(dir, first.file);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(/^- Statut : .*$/m, '- Statut : remplacée par 9999'),
    );
    expect(recordProblems(dir)).toEqual([`${first.file}: replaced by 9999, which does not exist`]);
  });

  it('npm run decision:new adds the next record to its area and to the index', () => {
    const dir = copyOfRecords();
    const last = Math.max(...readRecords(dir).map((record) => Number(record.number)));
    const next = String(last + 1).padStart(4, '0');
    const file = addRecord({ dir, area: 'esg', title: 'Écart de température : méthode « WATS »' });
    expect(file).toBe(`esg/${next}-ecart-de-temperature-methode-wats.md`);
    expect(fs.readFileSync(path.join(dir, file), 'utf8')).toMatch(
      new RegExp(`^# ${next}\\. Écart de température : méthode « WATS »\\n`),
    );
    const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const esgSection = readme.slice(
      readme.indexOf('`esg/`'),
      readme.indexOf('### ', readme.indexOf('`esg/`')),
    );
    expect(esgSection).toContain(`- [${next}. Écart de température : méthode « WATS »](${file})`);
    expect(recordProblems(dir)).toEqual([]);
  });

  it('a converted legacy section names its origin, which the check then keeps', () => {
    const dir = copyOfRecords();
    const heading = 'Issue 43 (helper x) — a new area';
    const legacyFile = path.join(dir, '..', 'decisions.md');
    const pointer = fs.readFileSync(legacyFile, 'utf8');
    fs.appendFileSync(legacyFile, `\n## ${heading}\n\n- **A decision**: its text.\n`);
    expect(recordProblems(dir)).toEqual([
      `docs/decisions.md still holds « ${heading} »: convert it with npm run decision:new -- <area> "<title>" --origin "<heading>", then remove it`,
    ]);
    fs.writeFileSync(legacyFile, pointer);
    const file = addRecord({ dir, area: 'New area', title: 'A decision', origin: `## ${heading}` });
    expect(file).toMatch(/^new-area\/\d{4}-a-decision\.md$/);
    expect(legacyHeadings(dir)).toContain(heading);
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain(
      '### new-area — `new-area/`',
    );
    expect(recordProblems(dir)).toEqual([]);
    fs.rmSync(path.join(dir, file));
    expect(recordProblems(dir)).toContain(`legacy heading « ${heading} » has no record`);
  });
});
