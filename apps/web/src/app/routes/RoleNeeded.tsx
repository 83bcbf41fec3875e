import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ROLE_NEEDED_MESSAGE } from './route-table';

/** In place of a page that needs a client role (spec §2), until one is chosen in the bar. */
export function RoleNeeded({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {ROLE_NEEDED_MESSAGE}
      </Alert>
    </>
  );
}
