import { notch, RATINGS } from './countries';
import type { IssuerBook } from './issuer-book';
import type { IssuerKind } from './model';
import { activityWord, legalForm, RootNames } from './names';
import { clamp, type Random } from './random';
import { CORPORATE_NACE, NACE, type NaceClass } from './sectors';
import { phrases, weights } from './text-table';

/**
 * A few hundred fictitious private groups: a listed or unlisted parent, subsidiaries at
 * home and abroad (financing vehicles among them), securitisation vehicles for banks and
 * asset managers for some banks and insurers.
 */

const GROUP_COUNTS: readonly [IssuerKind, number][] = [
  ['bank', 45],
  ['insurer', 16],
  ['realEstate', 26],
  ['corporate', 368],
];

const HOME_WEIGHTS = weights(
  'FR:44 DE:10 IT:6 ES:5 NL:5 BE:3 LU:2 GB:7 US:10 CH:3 JP:2 SE:1 DK:1 AT:1 BR:2',
);

const ABROAD = ['NL', 'LU', 'US', 'GB', 'DE', 'IE', 'BE', 'ES', 'IT', 'CH'];

const SUBSIDIARY_WORDS = phrases(`Finance | Capital | International | Participations | Services |
  Europe | Développement | Holding | Solutions | Industrie | Investissements | Exploitation`);

const SPV_POOLS = ['Habitat', 'Crédit Auto', 'PME', 'Consommation'];

/** Insurers are named after their line of business. */
const INSURER_WORDS: Record<string, string> = {
  K6511: 'Vie',
  K6512: 'Assurances',
  K6520: 'Réassurance',
};

export function addPrivateGroups(rng: Random, book: IssuerBook): void {
  const roots = new RootNames(rng.fork('roots'));
  for (const [kind, count] of GROUP_COUNTS) {
    for (let g = 0; g < count; g++) addGroup(rng, book, kind, roots.next(rng));
  }
}

function addGroup(rng: Random, book: IssuerBook, kind: IssuerKind, root: string): void {
  const home = rng.weighted(HOME_WEIGHTS);
  const sector = sectorFor(rng, kind);
  const size = rng.logNormal(kind === 'bank' ? 4 : 1, 0.8);
  const rating = groupRating(rng, kind, size);
  const group = book.leiGroup(`Groupe ${root}`, home);
  const section = sector.code[0]!;
  const parentName =
    kind === 'bank'
      ? `${rng.pick(['Banque', 'Crédit', 'Caisse'])} ${root} ${legalForm(rng, home)}`
      : `${root} ${INSURER_WORDS[sector.code] ?? activityWord(rng, section)} ${legalForm(rng, home)}`;
  const listed = rng.chance(kind === 'corporate' ? 0.8 : 0.7);
  const common = { kind, root, size, sector };
  book.add(group, {
    ...common,
    code: group.code,
    lei: group.lei,
    name: parentName,
    country: home,
    rating,
    listed,
  });

  const spread = kind === 'bank' ? rng.logNormal(16, 0.5) : rng.logNormal(3, 0.9);
  const subsidiaries = Math.round(clamp(spread, 0, 45));
  for (let s = 0; s < subsidiaries; s++) {
    const country = rng.chance(0.55) ? home : rng.pick(ABROAD);
    const word = rng.chance(0.5) ? rng.pick(SUBSIDIARY_WORDS) : activityWord(rng, section);
    const financing = word === 'Finance' || word === 'Capital';
    book.add(group, {
      ...common,
      name: `${root} ${word} ${legalForm(rng, country)}`,
      country,
      rating: rating && rng.chance(0.85) ? notch(rating, rng.int(0, 2)) : null,
      listed: !financing && rng.chance(0.12),
      size: size * rng.float(0.1, 0.6),
      sector: financing ? NACE.financing : sector,
    });
  }
  if (kind === 'bank') {
    for (let v = 1; v <= rng.int(1, 3); v++) {
      const name = `FCT ${root} ${rng.pick(SPV_POOLS)} ${rng.int(2016, 2023)}-${v}`;
      const country = rng.pick(['FR', 'FR', 'NL', 'IE', 'LU']);
      book.add(group, { kind: 'spv', root, name, country, size: 0.5, sector: NACE.vehicle });
    }
  }
  if ((kind === 'bank' || kind === 'insurer') && rng.chance(0.4)) {
    const name = `${root} ${rng.pick(['Gestion', 'Asset Management', 'Investissements'])} SA`;
    const country = rng.pick(['FR', 'FR', 'LU']);
    book.add(group, {
      kind: 'manager',
      root,
      name,
      country,
      size: 0.3,
      sector: NACE.fundManagement,
    });
  }
}

function sectorFor(rng: Random, kind: IssuerKind): NaceClass {
  if (kind === 'bank') return NACE.bank;
  if (kind === 'insurer') return rng.pick([NACE.life, NACE.life, NACE.nonLife, NACE.reinsurance]);
  if (kind === 'realEstate') return NACE.realEstate;
  return rng.pick(CORPORATE_NACE.filter((x) => x.code !== 'L6820'));
}

/** Banks and insurers sit around A; corporates spread over the scale; small ones unrated. */
function groupRating(rng: Random, kind: IssuerKind, size: number): string | null {
  if (kind !== 'bank' && size < 0.45 && rng.chance(0.5)) return null;
  const centre = kind === 'bank' || kind === 'insurer' ? 5 : 8;
  const index = Math.round(clamp(centre + rng.normal() * 3.2, 0, RATINGS.length - 1));
  return RATINGS[index]!;
}
