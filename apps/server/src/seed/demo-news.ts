import { crc32, deflateSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import type { NewsInput } from '@prisme/domain';
import { queryRows, type Executor } from '../db/client';
import { integrationLog, news } from '../db/schema';
import { insertLogo } from '../modules/collaboration/news-repository';
import { LOGO_PATH } from '../modules/collaboration/news-service';
import { DEMO_SENDER } from './demo-data/integration-log';

type Rgb = readonly [number, number, number];

/** A square PNG logo: a frame of one colour around a square of another. */
export function squareLogo(size: number, frame: Rgb, centre: Rgb): Buffer {
  const border = Math.round(size / 4);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const inside = x >= border && x < size - border && y >= border && y < size - border;
      row.set(inside ? centre : frame, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const EIOPA = 'https://www.eiopa.europa.eu';

/** The demo news, oldest first (the list shows the highest id first). */
function demoNews(logos: { eiopa: string; prisme: string }): NewsInput[] {
  return [
    {
      title: 'Révision de Solvabilité II : la directive (UE) 2025/2 est publiée',
      logoUrl: null,
      publishedOn: '2025-01-08',
      pdfUrl: 'https://eur-lex.europa.eu/eli/dir/2025/2/oj',
      sourceUrl: 'https://eur-lex.europa.eu/eli/dir/2025/2/oj',
      intro:
        'La directive modifiant Solvabilité II paraît au Journal officiel de l’Union : principe de proportionnalité, marge de risque, correction pour volatilité et risques de durabilité. Les États membres ont deux ans pour la transposer.',
    },
    {
      title: 'EIOPA : courbes de taux sans risque au 31 décembre 2024',
      logoUrl: logos.eiopa,
      publishedOn: '2025-01-09',
      pdfUrl: null,
      sourceUrl: `${EIOPA}/tools-and-data/risk-free-interest-rate-term-structures_en`,
      intro:
        'L’EIOPA publie les structures par terme des taux sans risque de fin décembre 2024, avec et sans correction pour volatilité. Elles sont intégrées dans Prisme et servent aux calculs du SCR de taux au 31/12/2024.',
    },
    {
      title: 'EIOPA : ajustement symétrique du risque actions',
      logoUrl: logos.eiopa,
      publishedOn: '2025-01-09',
      pdfUrl: null,
      sourceUrl: `${EIOPA}/tools-and-data/symmetric-adjustment-equity-capital-charge_en`,
      intro:
        'L’ajustement symétrique de la charge en capital au titre du risque actions de fin décembre 2024 est disponible. Prisme applique l’ajustement en vigueur à la date de valorisation du périmètre.',
    },
    {
      title: 'Prisme : transparisation, SCR marché et paramètres',
      logoUrl: logos.prisme,
      publishedOn: '2025-01-15',
      pdfUrl: null,
      sourceUrl: null,
      intro:
        'Cette version transparise les OPC jusqu’à dix niveaux (article 84), calcule le SCR marché de la formule standard avec les contributions ligne à ligne et permet de modifier les paramètres SCR et les listes de données client. Le journal d’intégration et les actualités sont désormais lus sur le site collaboratif.',
    },
  ];
}

/**
 * Creates the demo news and their logos on a database whose news were never written
 * (the id sequence was never used: an administrator who deleted every item does not
 * see them come back) and that holds the demo data (its integration log says so), so
 * that news are never mixed with a real deployment's. Answers how many it created.
 */
export async function seedDemoNews(tx: Executor): Promise<number> {
  const [sequence] = await queryRows<{ used: boolean }>(
    tx,
    sql`select is_called as used from news_id_seq`,
  );
  if (sequence?.used) return 0;
  const [demo] = await tx
    .select({ n: count() })
    .from(integrationLog)
    .where(eq(integrationLog.sender, DEMO_SENDER));
  if (!demo?.n) return 0;
  const logo = async (frame: Rgb, centre: Rgb) =>
    `${LOGO_PATH}/${await insertLogo(tx, { contentType: 'image/png', bytes: squareLogo(96, frame, centre) })}`;
  const items = demoNews({
    eiopa: await logo([0, 51, 153], [255, 204, 0]),
    prisme: await logo([139, 0, 0], [0, 128, 128]),
  });
  await tx.insert(news).values(items);
  return items.length;
}
