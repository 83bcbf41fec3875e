import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messages } from '@prisme/domain';

export interface ResourceErrorProps {
  /** The resource's French message from the catalogue (spec §8). */
  message: string;
  /** Omitted for the errors that have no retry action (archives, simulation positions). */
  onRetry?: () => void;
  /** 'info' for an outcome the user asked for (a cancelled run), not an error. */
  severity?: 'error' | 'info';
}

/** One failed resource, with its retry action: errors are shown per resource (spec §8). */
export function ResourceError({ message, onRetry, severity = 'error' }: ResourceErrorProps) {
  return (
    <Alert
      severity={severity}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {messages.generic.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
