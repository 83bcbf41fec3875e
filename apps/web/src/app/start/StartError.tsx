import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@prisme/domain';

/** The start failed before the shell exists (config, identity provider). */
export function StartError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {messages.generic.retry}
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
