import type { LiquidityScenario } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';

/** « Supprimer » asks first: the scenario is every client's. */
export function DeleteScenarioDialog({
  scenario,
  deleting,
  onConfirm,
  onClose,
}: {
  scenario: LiquidityScenario;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      title="Supprimer le scénario"
      text={`Supprimer « ${scenario.name} » et ses ${scenario.details.length} règles ? Les prochains calculs de tous les clients ne le compteront plus ; les résultats déjà calculés le gardent.`}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
