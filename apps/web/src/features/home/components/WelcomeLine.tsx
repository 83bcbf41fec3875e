import Typography from '@mui/material/Typography';
import { useClientRoleStore, useNavigationStore } from '../../../state';
import { formatDay } from '../../../lib/iso-date';

/** "Bonjour …" and the current perimeter: client, portfolios, valuation date. */
export function WelcomeLine({ userName }: { userName: string }) {
  const role = useClientRoleStore((state) => state.role);
  const portfolios = useNavigationStore((state) => state.perimeter.portfolios);
  const date = useNavigationStore((state) => state.perimeter.valuationDate);
  const parts = role
    ? [
        `${role.code} — ${role.name}`,
        portfolios.length === 0
          ? 'aucun portefeuille choisi'
          : `${portfolios.length === 1 ? 'portefeuille' : 'portefeuilles'} ${portfolios.join(', ')}`,
        date ? `au ${formatDay(date)}` : 'date de valorisation à choisir',
      ]
    : ['Choisissez un client dans la barre du périmètre pour commencer.'];
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Bonjour {userName}.
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="perimetre-courant">
        {role ? `Périmètre en cours : ${parts.join(' · ')}.` : parts[0]}
      </Typography>
    </>
  );
}
