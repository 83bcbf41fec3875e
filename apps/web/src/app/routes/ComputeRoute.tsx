import { ComputePage } from '../../features/compute/ComputePage';
import { SaveArchiveButton } from '../../features/archives/components/SaveArchiveButton';
import { ExportsPanel } from '../../features/exports/components/ExportsPanel';

/**
 * « Calculs » (spec §2, §4): the computation, and once it is done « Sauvegarder » its
 * results as an archive; below, the « Exports » panel of the reports (issue 19 §6).
 * Composed here so that no feature imports another.
 */
export function ComputeRoute({ title }: { title: string }) {
  return (
    <ComputePage
      title={title}
      archiveAction={<SaveArchiveButton />}
      exportsPanel={<ExportsPanel />}
    />
  );
}
