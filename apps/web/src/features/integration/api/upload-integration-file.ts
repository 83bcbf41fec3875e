import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importResultSchema,
  isClientKind,
  type ImportKind,
  type ImportResult,
  type TptVersion,
} from '@prisme/domain';
import { apiUpload } from '../../../api/upload';
import { useJob } from '../../../api/use-job';
import { integrationFilesRootKey } from './get-integration-files';

export interface UploadRequest {
  kind: ImportKind;
  /** The chosen client role; sent for the kinds whose rows belong to a client. */
  rolename: string;
  /** Look-through (TPT) files only; absent = detected by the server. */
  tptVersion?: TptVersion;
  /** EIOPA curves only, YYYY-MM-DD, when the file name carries no date. */
  referenceDate?: string;
  file: File;
  /** The token the import runs under once sent: DELETE /api/jobs/{token} cancels it. */
  progressToken?: string;
}

/** Where an upload stands, for the progress bars. */
export type UploadPhase =
  { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'processing' };

export interface UploadCallbacks {
  onProgress?: (fraction: number) => void;
  onSent?: () => void;
}

/** The upload's text fields, only those that apply to the kind. */
export function uploadFields(request: UploadRequest): Record<string, string | undefined> {
  return {
    kind: request.kind,
    rolename: isClientKind(request.kind) ? request.rolename : undefined,
    tptVersion: request.kind === 'fund_lookthrough' ? request.tptVersion : undefined,
    referenceDate: request.kind === 'yield_curves' ? request.referenceDate : undefined,
    progressToken: request.progressToken,
  };
}

/**
 * POST /api/integration/files (multipart, file last). 200 = integrated, 422 = refused
 * with its errors: both are results to show; 400/403/413 are ApiErrors.
 */
export async function uploadIntegrationFile(
  request: UploadRequest,
  callbacks: UploadCallbacks = {},
): Promise<ImportResult> {
  const answer = await apiUpload('integration/files', {
    fields: uploadFields(request),
    file: request.file,
    withUserId: true,
    schema: importResultSchema,
    answerStatuses: [422],
    ...callbacks,
  });
  return answer.body;
}

/**
 * The upload with its progress, and its cancellation once the file is sent (the server
 * then answers 409 JOB_CANCELLED: nothing stored); any answer refreshes the log of the role.
 */
export function useUploadIntegrationFile() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const job = useJob();
  const mutation = useMutation({
    mutationFn: (request: UploadRequest) => {
      setPhase({ kind: 'sending', percent: 0 });
      return uploadIntegrationFile(
        { ...request, progressToken: job.begin() },
        {
          onProgress: (fraction) =>
            setPhase({ kind: 'sending', percent: Math.round(fraction * 100) }),
          onSent: () => setPhase({ kind: 'processing' }),
        },
      );
    },
    onSettled: () => {
      setPhase({ kind: 'idle' });
      job.end();
      // A refused file is logged too ("Rejeté"), and reference data shows in every
      // client's log: every log is stale whatever the answer. Not awaited, so the
      // result shows at once while the log reloads.
      void queryClient.invalidateQueries({ queryKey: integrationFilesRootKey });
    },
  });
  return {
    ...mutation,
    phase,
    cancel: job.cancel,
    cancelling: job.cancelling,
    cancelRefused: job.cancelRefused,
  };
}
