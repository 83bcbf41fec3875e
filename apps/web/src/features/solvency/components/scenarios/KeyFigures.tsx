import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A few named figures of a scenario, as a description list. */
export function KeyFigures({ items }: { items: Array<[label: string, value: string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 1.5,
        m: 0,
        mb: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
