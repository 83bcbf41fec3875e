import Button from '@mui/material/Button';

/** Stops a running job (DELETE /api/jobs/{token}); waits, disabled, once asked. */
export function CancelJobButton({
  cancel,
  cancelling = false,
}: {
  cancel: () => void;
  cancelling?: boolean;
}) {
  return (
    <Button size="small" color="secondary" onClick={cancel} disabled={cancelling}>
      {cancelling ? 'Annulation…' : 'Annuler'}
    </Button>
  );
}
