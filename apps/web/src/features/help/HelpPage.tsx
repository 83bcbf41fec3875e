import Typography from '@mui/material/Typography';

export function HelpPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le guide d’utilisation de Prisme sera disponible sur cette page.
      </Typography>
    </>
  );
}
