import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EsgComparison } from './components/EsgComparison';
import { EsgReport } from './components/EsgReport';
import { WithEsgResult } from './EsgResult';

/**
 * "Résultats" of the ESG module (spec §2: /esg/results); in simulation mode the real
 * portfolio's indicators come first, beside the simulation's (issue 17 §4).
 */
export function EsgResultsPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <WithEsgResult>
        {(result) => (
          <Stack spacing={3}>
            <EsgComparison simulated={result} views={['headline', 'temperature']} />
            <EsgReport result={result} />
          </Stack>
        )}
      </WithEsgResult>
    </>
  );
}
