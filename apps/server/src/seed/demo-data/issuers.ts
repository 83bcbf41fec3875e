import { COUNTRIES, COUNTRY_BY_CODE, notch } from './countries';
import type { CodeFactory } from './identifiers';
import { IssuerBook } from './issuer-book';
import type { GroupRow, Issuer, IssuerKind } from './model';
import { addPrivateGroups } from './private-groups';
import type { Random } from './random';
import { NACE, type NaceClass } from './sectors';
import { parseTable, phrases } from './text-table';

/**
 * Issuer groups and issuers: sovereigns and public bodies (real names, made-up codes),
 * fictitious supranationals, a few hundred fictitious private groups (private-groups.ts)
 * and each demo client's own group, whose entities are its strategic participations.
 */

export interface IssuerUniverse {
  groups: GroupRow[];
  issuers: Issuer[];
  byKind: Map<IssuerKind, Issuer[]>;
}

/** Short names of the demo clients' groups, by client role. */
export const CLIENT_GROUPS: Record<string, string> = {
  'Client.DEMO1': 'Horizon',
  'Client.DEMO2': 'Solidaire Ouest',
  FDLCCP: 'Cadres de Provence',
};

const SUPRANATIONALS = phrases(`
  Banque européenne de financement solidaire | Fonds européen de stabilité monétaire |
  Banque nordique de développement durable | Institution financière pour la reconstruction |
  Banque internationale des infrastructures vertes`);

/** Regional (CIC 13) and local (CIC 14) authorities. */
const REGIONALS = parseTable(`
  FR | Région Île-de-France | 3
  FR | Région Auvergne-Rhône-Alpes | 3
  FR | Région Occitanie | 3
  FR | Ville de Paris | 4
  FR | Ville de Lyon | 4
  FR | Département des Hauts-de-Seine | 4
  DE | Land Nordrhein-Westfalen | 3
  DE | Land Baden-Württemberg | 3
  DE | Freistaat Bayern | 3
  DE | Stadt Hamburg | 4
  ES | Comunidad de Madrid | 3
  ES | Junta de Andalucía | 3
  BE | Région wallonne | 3
  BE | Communauté flamande | 3
  AT | Land Niederösterreich | 3
  IT | Regione Lombardia | 3
`);

export function buildIssuers(rng: Random, codes: CodeFactory): IssuerUniverse {
  const book = new IssuerBook(rng.fork('issuers'), codes);
  const publicRng = rng.fork('public');

  for (const country of COUNTRIES) {
    const code = `ETAT-${country.code}`;
    const group = book.group(code, country.sovereign, null, country.code);
    const { rating } = country;
    book.add(group, {
      kind: 'sovereign',
      code,
      name: country.sovereign,
      country: country.code,
      rating,
      size: 5,
      sector: NACE.government,
    });
  }
  REGIONALS.forEach(([country, name, level], i) => {
    const code = `COLL-${country}-${String(i + 1).padStart(3, '0')}`;
    const group = book.group(code, name!, null, country!);
    const rating = notch(COUNTRY_BY_CODE.get(country!)!.rating, publicRng.int(0, 2));
    const size = level === '3' ? 1.2 : 0.6;
    book.add(group, {
      kind: 'regional',
      code,
      name: name!,
      country: country!,
      rating,
      size,
      sector: NACE.government,
    });
  });
  for (const name of SUPRANATIONALS) {
    const group = book.leiGroup(name, 'XA');
    book.add(group, {
      kind: 'supranational',
      code: group.code,
      lei: group.lei,
      name,
      country: 'XA',
      rating: 'AAA',
      size: 3,
      sector: NACE.extraterritorial,
    });
  }

  addPrivateGroups(rng.fork('groups'), book);

  for (const [role, short] of Object.entries(CLIENT_GROUPS)) {
    const group = book.leiGroup(`Groupe ${short}`, 'FR');
    const entities: [string, NaceClass][] = [
      [`${short} Participations SAS`, NACE.holding],
      [`${short} Immobilier SCI`, NACE.realEstate],
      [`${short} Assistance SA`, NACE.nonLife],
      [`${short} Services Informatiques GIE`, NACE.software],
    ];
    entities.forEach(([name, sector], i) => {
      const parent = i === 0 ? { code: group.code, lei: group.lei } : {};
      book.add(group, {
        kind: 'clientEntity',
        name,
        country: 'FR',
        size: 0.4,
        owner: role,
        root: short,
        sector,
        ...parent,
      });
    });
  }

  const byKind = new Map<IssuerKind, Issuer[]>();
  for (const issuer of book.issuers) {
    const list = byKind.get(issuer.kind) ?? [];
    list.push(issuer);
    byKind.set(issuer.kind, list);
  }
  return { groups: book.groups, issuers: book.issuers, byKind };
}
