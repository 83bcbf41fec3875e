import { apiErrorFromResponse, networkError } from './api-error';
import {
  authorizedTarget,
  parseAnswer,
  safeJson,
  type AnswerSchema,
  type QueryValue,
} from './client';

export interface UploadOptions<T> {
  /** Text fields, sent before the file: the server reads them before streaming the file. */
  fields: Record<string, string | undefined>;
  file: File;
  /** Name of the file part. */
  fileField?: string;
  query?: Record<string, QueryValue>;
  withUserId?: boolean;
  schema?: AnswerSchema<T>;
  /**
   * Error statuses whose body is an answer of the contract rather than an ApiError,
   * e.g. 422 for a refused file that still carries its report.
   */
  answerStatuses?: readonly number[];
  /** Fraction of the body sent, 0…1; only called when the browser knows the size. */
  onProgress?: (fraction: number) => void;
  /** The whole body is sent: from here the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export interface UploadAnswer<T> {
  status: number;
  body: T;
}

/** The multipart body, fields first and the file last, in the order the server reads. */
export function multipartBody(
  fields: Record<string, string | undefined>,
  file: File,
  fileField = 'file',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  form.append(fileField, file, file.name);
  return form;
}

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload
 * progress. Same identity (bearer token, userID) and same ApiError as apiRequest.
 */
export async function apiUpload<T>(
  path: string,
  options: UploadOptions<T>,
): Promise<UploadAnswer<T>> {
  const { url, headers } = await authorizedTarget(path, options.query, options.withUserId);
  const body = multipartBody(options.fields, options.file, options.fileField);
  const answer = await send(url, headers, body, options);
  const json: unknown = answer.text ? safeJson(answer.text) : undefined;
  const isAnswer = answer.status >= 200 && answer.status < 300;
  if (!isAnswer && !options.answerStatuses?.includes(answer.status)) {
    throw apiErrorFromResponse(answer.status, json);
  }
  return { status: answer.status, body: parseAnswer(answer.status, json, options.schema) };
}

function send(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  options: UploadOptions<unknown>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(networkError(new Error('XMLHttpRequest failed')));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
