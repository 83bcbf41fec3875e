/**
 * How the bar's multi-selects share its width, kept apart from their (lazy) modules so
 * that the placeholders shown while those load take exactly their place. The chosen items
 * show as the first one and how many more (chosen-items.tsx), on one line, the chip cut short
 * (its title gives it whole): the bar stays one field high, editing or not (the list
 * ticks every chosen item). Grown to every item while editing, the bar shrank back on
 * the next click elsewhere, and moved what was clicked from under the pointer between the
 * press and the release: « Lancer les calculs », clicked right after choosing
 * compartments, did nothing.
 */
const oneLine = {
  '& .MuiAutocomplete-inputRoot': { flexWrap: 'nowrap' },
  '& .MuiAutocomplete-tag': { minWidth: 0, flexShrink: 1 },
  // The search input takes no room until the field is used: the chip gets it.
  '&:not(.Mui-focused) .MuiAutocomplete-input': { minWidth: 0 },
} as const;

// On a phone each field takes the bar's whole width: at 390 px the portfolios (200 px) and
// the date (170 px) shared a row and the date was cut off (issue 40 §9).
export const PORTFOLIOS_FIELD_SIZE = {
  flex: '1 1 200px',
  minWidth: { xs: '100%', sm: 200 },
  maxWidth: '100%',
} as const;
export const COMPARTMENTS_FIELD_SIZE = {
  flex: '1 1 200px',
  minWidth: { xs: '100%', sm: 200 },
  maxWidth: '100%',
} as const;

export const PORTFOLIOS_FIELD_SX = { ...PORTFOLIOS_FIELD_SIZE, ...oneLine };
export const COMPARTMENTS_FIELD_SX = { ...COMPARTMENTS_FIELD_SIZE, ...oneLine };
