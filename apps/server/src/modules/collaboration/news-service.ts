import type { NEWS_LOGO_TYPES } from '@prisme/domain';
import { BUILTIN_SITE_PATH, NEWS_LOGO_MAX_BYTES, type News, type NewsInput } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import {
  deleteNews,
  findLogo,
  insertLogo,
  insertNews,
  listNews,
  toNews,
  updateNews,
} from './news-repository';

export type NewsLogoType = (typeof NEWS_LOGO_TYPES)[number];

/** Where an uploaded logo is served, without authentication. */
export const LOGO_PATH = `${BUILTIN_SITE_PATH}/logos`;

export interface NewsService {
  list(): Promise<News[]>;
  create(access: UserAccess, input: NewsInput): Promise<News>;
  update(id: number, input: NewsInput): Promise<News>;
  remove(id: number): Promise<void>;
  /** Stores an image after checking what its bytes are; answers its public URL. */
  saveLogo(bytes: Buffer): Promise<string>;
  logo(id: string): Promise<{ contentType: string; bytes: Buffer } | undefined>;
}

const notFound = () => new ApiProblem('NOT_FOUND', 'Cette actualité n’existe pas.');

/** The news of the built-in collaboration site, managed by administrators. */
export function createNewsService(db: Database): NewsService {
  return {
    list: async () => (await listNews(db)).map(toNews),
    create: async (access, input) => toNews(await insertNews(db, input, access.userId || null)),
    async update(id, input) {
      const row = await updateNews(db, id, input);
      if (!row) throw notFound();
      return toNews(row);
    },
    async remove(id) {
      if (!(await deleteNews(db, id))) throw notFound();
    },
    async saveLogo(bytes) {
      if (bytes.length > NEWS_LOGO_MAX_BYTES) throw logoError(tooLargeMessage());
      const contentType = imageTypeOf(bytes);
      if (!contentType) {
        throw logoError(
          'Le fichier n’est pas une image PNG, JPEG, WebP ou GIF (son contenu a été vérifié).',
        );
      }
      return `${LOGO_PATH}/${await insertLogo(db, { contentType, bytes })}`;
    },
    logo: (id) => findLogo(db, id),
  };
}

const tooLargeMessage = () =>
  `Le logo dépasse la taille autorisée (${NEWS_LOGO_MAX_BYTES / 1024 / 1024} Mo au plus).`;

const logoError = (message: string) =>
  new ApiProblem('VALIDATION', message, [{ path: 'file', message }]);

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type the bytes themselves say (their magic number), whatever the upload
 * declared: a script or an SVG renamed .png is refused.
 */
export function imageTypeOf(bytes: Buffer): NewsLogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [...Buffer.from('GIF87a')]) ||
    startsWith(bytes, [...Buffer.from('GIF89a')])
  )
    return 'image/gif';
  if (startsWith(bytes, [...Buffer.from('RIFF')]) && startsWith(bytes, [...Buffer.from('WEBP')], 8))
    return 'image/webp';
  return undefined;
}
