/**
 * `npm run decision:new -- <area> "<title>" [--origin "<## heading of docs/decisions.md>"]`
 * creates docs/decisions/<area>/NNNN-slug.md (the next number) from TEMPLATE.md and lists it
 * in docs/decisions/README.md. `--origin` is for converting a section appended to the legacy
 * docs/decisions.md: the record names it and the heading joins legacy-headings.txt.
 */
import { addRecord } from './decision-records';

const args = process.argv.slice(2);
const originAt = args.indexOf('--origin');
const origin = originAt >= 0 ? args[originAt + 1] : undefined;
const [area, title] =
  originAt >= 0 ? args.filter((_, i) => i !== originAt && i !== originAt + 1) : args;

if (!area || !title || (originAt >= 0 && !origin)) {
  console.error(
    'Usage : npm run decision:new -- <domaine> "<titre>" [--origin "<titre ## de docs/decisions.md>"]',
  );
  process.exit(2);
}
const file = addRecord({ area, title, ...(origin ? { origin } : {}) });
console.log(
  `docs/decisions/${file} créé et ajouté à l'index ; remplissez Contexte, Décision et Conséquences.`,
);
