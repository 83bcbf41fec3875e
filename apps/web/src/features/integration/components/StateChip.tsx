import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import type { IntegrationState } from '@prisme/domain';

/** The state of a logged file, in colour and in words (colour alone says nothing to all). */
export function StateChip({ state }: { state: IntegrationState }) {
  switch (state) {
    case 'Intégré':
      return <Chip size="small" color="success" icon={<CheckCircleOutline />} label={state} />;
    case 'Rejeté':
      return <Chip size="small" color="error" icon={<ErrorOutline />} label={state} />;
    case 'En cours':
      return (
        <Chip
          size="small"
          icon={<CircularProgress size={12} color="inherit" aria-hidden />}
          label={state}
        />
      );
  }
}
