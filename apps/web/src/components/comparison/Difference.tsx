import Box from '@mui/material/Box';
import { showsZero, toneOf, type Better } from './compare';

const COLORS = { good: 'success.dark', bad: 'error.main', neutral: 'inherit' } as const;

/**
 * A signed difference, green when it improves the figure and red when it worsens it; the
 * sign says the direction too, for whoever does not see the colour.
 */
export function Difference({
  value,
  better,
  format,
}: {
  value: number | null;
  better: Better;
  format: (value: number | null) => string;
}) {
  const text = format(value);
  // A difference the precision rounds to 0 is no change: not coloured either.
  const tone = showsZero(text) ? 'neutral' : toneOf(value, better);
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{ color: COLORS[tone], fontWeight: tone === 'neutral' ? undefined : 600 }}
    >
      {text}
    </Box>
  );
}
