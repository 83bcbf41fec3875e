import { desc, eq, sql } from 'drizzle-orm';
import type { News, NewsInput } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { news, newsLogos } from '../../db/schema';

export type NewsRow = typeof news.$inferSelect;

/** The API shape of a news row (POST/PUT/GET /api/news). */
export function toNews(row: NewsRow): News {
  return {
    id: row.id,
    title: row.title,
    logoUrl: row.logoUrl,
    publishedOn: row.publishedOn,
    pdfUrl: row.pdfUrl,
    sourceUrl: row.sourceUrl,
    intro: row.intro,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every news item, newest id first (spec §3: sorted by descending id). */
export async function listNews(db: Executor): Promise<NewsRow[]> {
  return db.select().from(news).orderBy(desc(news.id));
}

export async function insertNews(
  db: Executor,
  input: NewsInput,
  createdBy: string | null,
): Promise<NewsRow> {
  const [row] = await db
    .insert(news)
    .values({ ...input, createdBy })
    .returning();
  return row!;
}

/** Undefined when no news item has this id. */
export async function updateNews(
  db: Executor,
  id: number,
  input: NewsInput,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(news.id, id))
    .returning();
  return row;
}

/** False when no news item has this id. */
export async function deleteNews(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return deleted.length > 0;
}

export async function insertLogo(
  db: Executor,
  logo: { contentType: string; bytes: Buffer },
): Promise<string> {
  const [row] = await db.insert(newsLogos).values(logo).returning({ id: newsLogos.id });
  return row!.id;
}

export async function findLogo(
  db: Executor,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: newsLogos.contentType, bytes: newsLogos.bytes })
    .from(newsLogos)
    .where(eq(newsLogos.id, id));
  return row;
}
