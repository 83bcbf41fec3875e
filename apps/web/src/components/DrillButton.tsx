import Button from '@mui/material/Button';
import type { FilterModel } from '../lib/odata-query';

/** Shows the lines behind a figure in the lines grid below (issues 15 and 16: drill-down). */
export function DrillButton({
  filter,
  onDrill,
  what,
}: {
  filter: FilterModel | null;
  onDrill: (filter: FilterModel) => void;
  /** What the lines are of, for screen readers: « les lignes de FR0000120271 ». */
  what: string;
}) {
  if (!filter) return null;
  return (
    <Button
      size="small"
      onClick={() => onDrill(filter)}
      aria-label={`Voir les lignes de ${what}`}
      // In a narrow table column the label wrapped on three lines and was clipped (issue 40 §4).
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Voir les lignes
    </Button>
  );
}
