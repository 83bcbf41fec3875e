import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { importRequestFieldsSchema, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@prisme/domain';
import { ApiProblem, problem } from '../../http/errors';

export interface ReceivedUpload {
  fields: ReturnType<typeof importRequestFieldsSchema.parse>;
  fileName: string;
  filePath: string;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

/**
 * Receives a multipart upload: the text fields, then the file, streamed to a temporary
 * file under the data folder (never held in memory). The file part must come last.
 */
export async function receiveUpload(
  request: FastifyRequest,
  uploadDir: string,
): Promise<ReceivedUpload> {
  const raw: Record<string, string> = {};
  await mkdir(uploadDir, { recursive: true });
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      raw[part.fieldname] = String(part.value);
      continue;
    }
    const parsed = importRequestFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      part.file.resume();
      const details = parsed.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
      }));
      throw new ApiProblem(
        'VALIDATION',
        `La requête est invalide. ${details.map((d) => `${d.path} : ${d.message}`).join(' ; ')}`,
        details,
      );
    }
    const fileName = path.basename(part.filename || 'fichier');
    if (!isStorableText(fileName)) {
      part.file.resume();
      throw new ApiProblem(
        'VALIDATION',
        `La requête est invalide. Le nom du fichier ${UNSTORABLE_TEXT_MESSAGE}.`,
      );
    }
    const filePath = path.join(uploadDir, `${randomUUID()}${path.extname(fileName).toLowerCase()}`);
    try {
      await pipeline(part.file, createWriteStream(filePath));
    } catch (error) {
      // The sender went away mid-file: what came is dropped with the request.
      await rm(filePath, { force: true });
      throw error;
    }
    if (part.file.truncated) {
      await rm(filePath, { force: true });
      throw problem('PAYLOAD_TOO_LARGE');
    }
    return {
      fields: parsed.data,
      fileName,
      filePath,
      discard: () => rm(filePath, { force: true }),
    };
  }
  throw new ApiProblem(
    'VALIDATION',
    'La requête est invalide : aucun fichier joint (champ « file »).',
  );
}
