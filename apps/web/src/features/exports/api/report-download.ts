import { mutationOptions, useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';
import type { QueryValue } from '../../../api/client';

/** What a report download asks: its path under /api, its query, its name if unnamed. */
export interface ReportRequest {
  path: string;
  query: Record<string, QueryValue>;
  fallbackName: string;
  accept: string;
}

export const exportKeys = {
  all: ['exports'] as const,
  report: (kind: string) => ['exports', kind] as const,
};

/**
 * The one way the panel downloads a report (spec §7: a blob named from its
 * Content-Disposition header): the shared fetchReportFile, then saveFile hands the blob
 * to the browser. Every report of the panel is this mutation with its own request.
 */
export function reportDownloadOptions<T>(kind: string, request: (input: T) => ReportRequest) {
  return mutationOptions({
    mutationKey: exportKeys.report(kind),
    mutationFn: (input: T): Promise<ReportFile> => {
      const { path, query, fallbackName, accept } = request(input);
      return fetchReportFile(path, query, fallbackName, accept);
    },
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}

export function useReportDownload<T>(kind: string, request: (input: T) => ReportRequest) {
  return useMutation(reportDownloadOptions(kind, request));
}

export const XLSX_ACCEPT =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';
