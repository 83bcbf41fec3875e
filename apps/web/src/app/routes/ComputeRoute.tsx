import { ComputePage } from '../../features/compute/ComputePage';
import { SaveArchiveButton } from '../../features/archives/components/SaveArchiveButton';

/**
 * « Calculs » (spec §2, §4): the computation, and once it is done « Sauvegarder » its
 * results as an archive. Composed here so that neither feature imports the other.
 */
export function ComputeRoute({ title }: { title: string }) {
  return <ComputePage title={title} archiveAction={<SaveArchiveButton />} />;
}
