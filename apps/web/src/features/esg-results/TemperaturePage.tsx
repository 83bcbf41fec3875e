import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EsgComparison } from './components/EsgComparison';
import { TemperatureReport } from './components/TemperatureReport';
import { WithEsgResult } from './EsgResult';

/**
 * « Température Implicite » (spec §2: /esg/archives/temperature). Until archives exist it
 * reads the current result; the archives work will point it at an archived one. In
 * simulation mode the real portfolio's temperatures come first (issue 17 §4).
 */
export function TemperaturePage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Résultat du dernier calcul ESG ; les sauvegardes s’y ajouteront.
      </Typography>
      <WithEsgResult>
        {(result) => (
          <Stack spacing={3}>
            <EsgComparison simulated={result} view="temperature" />
            <TemperatureReport result={result} />
          </Stack>
        )}
      </WithEsgResult>
    </>
  );
}
