import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** What the engine could not do as asked: lines left out, data assumed, in French. */
export function ComputationWarnings({ warnings, id }: { warnings: string[]; id: string }) {
  if (warnings.length === 0) return null;
  return (
    // A region, not an alert: the list is part of the result, not news to interrupt with.
    <Alert severity="warning" component="section" role="region" aria-labelledby={id}>
      <AlertTitle id={id}>Avertissements du calcul</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
