import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages, type SimulationSecurity } from '@prisme/domain';
import { MIN_SEARCH_LENGTH, useSecuritySearch } from '../api/search-securities';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The referential is searched once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

const labelOf = (security: SimulationSecurity) => `${security.code} — ${security.name}`;

/**
 * The security to buy, typed by code or name: the referential is searched on the server
 * (two characters at least, once the typing pauses), its answers listed as they are.
 */
export function SecurityAutocomplete({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: SimulationSecurity | null;
  onChange: (security: SimulationSecurity | null) => void;
  error?: string;
  onBlur?: () => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const query = useSecuritySearch(search);
  const tooShort = input.trim().length < MIN_SEARCH_LENGTH;
  const loading = !tooShort && (query.isFetching || search !== input);
  const options = tooShort ? [] : (query.data ?? []);
  const helper = query.isError ? messages.simulation.securities : error;
  return (
    <Autocomplete
      id="simulation-achat-titre"
      options={options}
      value={value}
      onChange={(_event, security) => onChange(security)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onBlur={onBlur}
      // The server has filtered: the list is shown as it answered.
      filterOptions={(found) => found}
      getOptionLabel={labelOf}
      getOptionKey={(security) => security.code}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      loading={loading}
      loadingText="Recherche des titres…"
      noOptionsText={tooShort ? 'Tapez au moins deux caractères' : 'Aucun titre'}
      renderOption={({ key, ...itemProps }, security) => (
        <Box component="li" key={key} {...itemProps}>
          <Box>
            <Typography variant="body2">{security.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {`${security.code} · CIC ${security.cic} · ${security.currency}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Titre (code ou libellé)"
          required
          error={Boolean(helper)}
          helperText={helper}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress size={14} aria-label="Recherche des titres" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
