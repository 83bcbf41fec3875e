import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { PageProps } from '../app/routes/lazy-page';

/** A screen a later version builds: its title, « Bientôt disponible » and what it will do. */
export function TitlePage({ title, upcoming }: PageProps) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
        <AlertTitle>Bientôt disponible</AlertTitle>
        {upcoming ?? 'Cet écran arrive dans une prochaine version de Prisme.'}
      </Alert>
    </>
  );
}
