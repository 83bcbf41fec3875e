import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsInputSchema } from '@prisme/domain';
import { news, newsLogos } from '../db/schema';
import { imageTypeOf } from '../modules/collaboration/news-service';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import { seedDemoData } from './demo-data';
import { seedDemoNews, squareLogo } from './demo-news';

describe('squareLogo', () => {
  it('is a PNG', () => {
    const png = squareLogo(16, [0, 0, 0], [255, 255, 255]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(16); // IHDR width
  });
});

describe.each(testDatabaseKinds())('Demo news on %s', (kind) => {
  let database: TestDatabase;
  const newsCount = async () => (await database.handle.db.select({ n: count() }).from(news))[0]!.n;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.dispose());

  it('are never added to a database without the demo data', async () => {
    expect(await seedDemoNews(database.handle.db)).toBe(0);
  });

  it('come with the demo data, once, with their logos', async () => {
    const { db } = database.handle;
    const result = await seedDemoData(db, { dates: 1, linesPerClientDate: 20 });
    expect(result.rows['news']).toBe(4);
    const items = await db.select().from(news);
    expect(items.map((item) => newsInputSchema.parse(item))).toHaveLength(4);
    const logos = await db.select().from(newsLogos);
    expect(logos).toHaveLength(2);
    expect(logos.every((logo) => imageTypeOf(logo.bytes) === 'image/png')).toBe(true);
    expect(items.filter((item) => item.logoUrl).length).toBe(3);

    expect((await seedDemoData(db)).rows['news']).toBe(0);
    expect(await newsCount()).toBe(4);
  }, 120_000);

  it('does not come back once an administrator deleted them', async () => {
    await database.handle.db.delete(news);
    expect(await seedDemoNews(database.handle.db)).toBe(0);
    expect(await newsCount()).toBe(0);
  });

  it('are added once to a demo database created before the news existed', async () => {
    const { db } = database.handle;
    // The state migration 0006 leaves: an empty table whose ids were never used.
    await db.execute(sql`select setval('news_id_seq', 1, false)`);
    expect((await seedDemoData(db)).rows['news']).toBe(4);
    expect((await seedDemoData(db)).rows['news']).toBe(0);
  });
});
