import Typography from '@mui/material/Typography';
import { EsgReport } from './components/EsgReport';
import { WithEsgResult } from './EsgResult';

/** "Résultats" of the ESG module (spec §2: /esg/results). */
export function EsgResultsPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <WithEsgResult>{(result) => <EsgReport result={result} />}</WithEsgResult>
    </>
  );
}
