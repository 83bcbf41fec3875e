import Typography from '@mui/material/Typography';

/** A page whose screen a later issue builds: its French title for now. */
export function TitlePage({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1" gutterBottom>
      {title}
    </Typography>
  );
}
