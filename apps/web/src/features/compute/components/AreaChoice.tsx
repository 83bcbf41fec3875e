import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { LazyTooltip } from '../../../components/LazyTooltip';
import type { Area } from '../../../state';
import { COMING_SOON, type ComputeArea } from '../lib/areas';
import { visuallyHidden } from '../../../components/visually-hidden';

/** One area's checkbox; an area the server does not compute yet is greyed out, and says so. */
function AreaCheckbox({
  choice,
  checked,
  disabled,
  onToggle,
}: {
  choice: ComputeArea;
  checked: boolean;
  disabled: boolean;
  onToggle: (area: Area, checked: boolean) => void;
}) {
  const hintId = `compute-area-hint-${choice.area}`;
  const control = (
    <FormControlLabel
      label={choice.label}
      disabled={disabled || !choice.available}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onToggle(choice.area, event.target.checked)}
          slotProps={{
            input: choice.available ? {} : { 'aria-describedby': hintId },
          }}
        />
      }
    />
  );
  if (choice.available) return control;
  // A disabled control takes no pointer events: the wrapper carries the tooltip.
  return (
    <LazyTooltip title={COMING_SOON} describeChild>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {control}
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {COMING_SOON}
        </Box>
      </Box>
    </LazyTooltip>
  );
}

/** The result families to compute, as the user's rights allow (spec §6). */
export function AreaChoice({
  choices,
  selected,
  disabled,
  onChange,
}: {
  choices: readonly ComputeArea[];
  selected: readonly Area[];
  disabled: boolean;
  onChange: (areas: Area[]) => void;
}) {
  const toggle = (area: Area, checked: boolean) =>
    onChange(
      checked ? [...new Set([...selected, area])] : selected.filter((chosen) => chosen !== area),
    );
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Résultats à calculer</FormLabel>
      <FormGroup row>
        {choices.map((choice) => (
          <AreaCheckbox
            key={choice.area}
            choice={choice}
            checked={selected.includes(choice.area)}
            disabled={disabled}
            onToggle={toggle}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
