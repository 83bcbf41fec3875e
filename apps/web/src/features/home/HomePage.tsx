import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Accueil. The news list of the collaboration site (spec §1) comes with its own issue. */
export function HomePage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Typography variant="subtitle1" component="p" gutterBottom>
          Bienvenue sur Prisme.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Choisissez un périmètre, transparisez-le, puis calculez le SCR marché Solvabilité II,
          l’analyse ESG et le risque de liquidité depuis le menu.
        </Typography>
      </Paper>
    </>
  );
}
