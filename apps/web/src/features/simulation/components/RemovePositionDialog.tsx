import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { messages, type SimulationPosition } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { formatMoney } from '../../../lib/format';
import { useDeletePosition } from '../api/delete-position';
import { removeAction } from '../lib/position-status';
import { refusalOf } from '../lib/refusal';

export const CREDIT_CASH_LABEL = 'Créditer le produit de la vente en trésorerie';

/**
 * What the confirmation says of the sale (issue 40): where its proceeds go, so that the
 * user knows whether the simulation's value falls by the line's value or stays.
 */
export function removeText(
  position: SimulationPosition,
  creditCash: boolean,
): { title: string; text: string } {
  const what = `${position.securityName ?? position.securityCode} (${position.portfolioCode}, ${position.compartmentCode})`;
  const proceeds = formatMoney(position.marketValueQc, position.quotationCurrency);
  const cash = creditCash
    ? `Le produit de la vente, ${proceeds}, est crédité au plus grand compte espèces en ${position.quotationCurrency} du portefeuille ${position.portfolioCode}.`
    : `Le produit de la vente, ${proceeds}, n’est pas crédité en trésorerie : la valeur de la simulation baisse d’autant.`;
  return removeAction(position) === 'sell'
    ? {
        title: 'Vendre la position',
        text: `${what} sera vendue entièrement dans la simulation : elle reste listée, vendue, et peut être rachetée en saisissant une quantité. ${cash} Le portefeuille réel n’est pas modifié.`,
      }
    : {
        title: 'Supprimer l’achat',
        text: `L’achat de ${what} sera retiré de la simulation. ${cash}`,
      };
}

/**
 * The confirmation of a sale (or of a purchase's removal), with the choice to credit its
 * proceeds to cash; a refusal (no cash account in that currency) is said in the dialog.
 */
export function RemovePositionDialog({
  simulationId,
  position,
  onClose,
}: {
  simulationId: string;
  position: SimulationPosition;
  onClose: () => void;
}) {
  const remove = useDeletePosition(simulationId);
  const [creditCash, setCreditCash] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = () =>
    remove.mutate(
      { positionNo: position.positionNo, creditCash },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(refusalOf(error, messages.simulation.deletePosition)),
      },
    );
  return (
    <ConfirmDeleteDialog
      {...removeText(position, creditCash)}
      confirmLabel={removeAction(position) === 'sell' ? 'Vendre' : 'Supprimer'}
      deleting={remove.isPending}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
    >
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={creditCash}
            onChange={(_event, checked) => {
              setCreditCash(checked);
              setFailure(undefined);
            }}
          />
        }
        label={CREDIT_CASH_LABEL}
      />
    </ConfirmDeleteDialog>
  );
}
