/**
 * How the bar's multi-selects share its width, kept apart from their (lazy) modules so
 * that the placeholders shown while those load take exactly their place. At rest the
 * chosen items stay on one line, each cut short (the chip's title gives it whole): the
 * bar stays one field high; while editing, every item shows.
 */
const oneLineAtRest = {
  '&:not(.Mui-focused) .MuiAutocomplete-inputRoot': { flexWrap: 'nowrap' },
  '&:not(.Mui-focused) .MuiAutocomplete-tag': { minWidth: 0, flexShrink: 1 },
  // The search input takes no room until the field is used: the chip gets it.
  '&:not(.Mui-focused) .MuiAutocomplete-input': { minWidth: 0 },
} as const;

export const PORTFOLIOS_FIELD_SIZE = { flex: '1 1 200px', minWidth: 200 } as const;
export const COMPARTMENTS_FIELD_SIZE = { flex: '1 1 200px', minWidth: 200 } as const;

export const PORTFOLIOS_FIELD_SX = { ...PORTFOLIOS_FIELD_SIZE, ...oneLineAtRest };
export const COMPARTMENTS_FIELD_SX = { ...COMPARTMENTS_FIELD_SIZE, ...oneLineAtRest };
