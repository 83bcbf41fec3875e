import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a finished file as a download named by Content-Disposition (spec §7: "report
 * downloads are blobs named from the content-disposition header"), then deletes it.
 * Reports are written whole to disk first, so a failure never sends half a file.
 */
export function replyWithFile(
  reply: FastifyReply,
  path: string,
  fileName: string,
  mime: string,
): FastifyReply {
  const stream = createReadStream(path);
  stream.on('close', () => void rm(path, { force: true }));
  return reply
    .header('content-type', mime)
    .header('content-disposition', contentDisposition(fileName))
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(stream);
}
