import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const SAVED_TEXT = 'Enregistré.';

/**
 * The confirmation beside « Enregistrer » once a save succeeded and nothing was edited
 * since (issue 40: a save gave no sign). A polite live region, so that a screen reader
 * says it too.
 */
export function SavedStatus({ shown }: { shown: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} role="status" sx={{ alignItems: 'center', minHeight: 24 }}>
      {shown && (
        <>
          <CheckCircleOutline fontSize="small" color="success" aria-hidden />
          <Typography variant="body2" color="success.main">
            {SAVED_TEXT}
          </Typography>
        </>
      )}
    </Stack>
  );
}
