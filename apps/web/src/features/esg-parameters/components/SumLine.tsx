import Typography from '@mui/material/Typography';
import { ESG_SUM_MESSAGE } from '@prisme/domain';

const sumFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });

/** The live sum of a set of ratios, and the message of spec §5 when it is not 1. */
export function SumLine({ sum, valid, id }: { sum: number; valid: boolean; id: string }) {
  return (
    <Typography
      id={id}
      variant="body2"
      role={valid ? undefined : 'alert'}
      color={valid ? 'text.secondary' : 'error'}
      sx={{ mt: 1 }}
    >
      Somme : {Number.isFinite(sum) ? sumFormat.format(sum) : '—'}
      {!valid && ` — ${ESG_SUM_MESSAGE}`}
    </Typography>
  );
}
