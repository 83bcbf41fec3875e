import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Archive } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';

const optionLabel = (archive: Archive) =>
  `${archive.name} — ${formatDay(archive.valuationDate)}${archive.simulation ? ' (simulation)' : ''}`;

/** One archive among the module's, grouped by category (a comparison's A or B). */
export function ArchivePicker({
  label,
  archives,
  value,
  onChange,
}: {
  label: string;
  archives: readonly Archive[];
  value: string | null;
  onChange: (perimeterId: string | null) => void;
}) {
  const selected = archives.find((a) => a.perimeterID === value) ?? null;
  return (
    <Autocomplete
      options={sortedByCategory(archives)}
      groupBy={(archive) => archive.category}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.perimeterID === chosen.perimeterID}
      value={selected}
      onChange={(_, archive) => onChange(archive?.perimeterID ?? null)}
      noOptionsText="Aucune sauvegarde"
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/** Several archives among the module's (the details report). */
export function ArchivesPicker({
  label,
  archives,
  value,
  onChange,
}: {
  label: string;
  archives: readonly Archive[];
  value: readonly string[];
  onChange: (perimeterIds: string[]) => void;
}) {
  const selected = value
    .map((id) => archives.find((a) => a.perimeterID === id))
    .filter((a): a is Archive => a !== undefined);
  return (
    <Autocomplete
      multiple
      options={sortedByCategory(archives)}
      groupBy={(archive) => archive.category}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.perimeterID === chosen.perimeterID}
      value={selected}
      onChange={(_, chosen) => onChange(chosen.map((a) => a.perimeterID))}
      noOptionsText="Aucune sauvegarde"
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/** Grouped by category (« Officiel », « Test » first), the list's order kept within each. */
function sortedByCategory(archives: readonly Archive[]): Archive[] {
  const rank = (category: string) => (category === 'Officiel' ? 0 : category === 'Test' ? 1 : 2);
  return [...archives].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      (rank(a.category) === 2 ? a.category.localeCompare(b.category, 'fr') : 0),
  );
}
