import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import type { SearchResult, Segment } from '../lib/search';

export const SEARCH_LABEL = 'Rechercher dans l’aide';
export const NO_RESULT = 'Aucun résultat';

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `/` (outside a field) or Ctrl+K / ⌘K puts the cursor in the search field. */
function useSearchShortcut(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!slash && !ctrlK) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.hit ? (
      <Box key={i} component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25 }}>
        {segment.text}
      </Box>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );
}

interface GuideSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  results: readonly SearchResult[];
  /** Whether the result list shows (it hides once a result is opened). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (result: SearchResult) => void;
}

/**
 * The search field and its results: arrow keys move through them, Enter opens one,
 * Escape closes the list (then clears the field).
 */
export function GuideSearch({
  query,
  onQueryChange,
  results,
  open,
  onOpenChange,
  onSelect,
}: GuideSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  useSearchShortcut(input);
  useEffect(() => setActiveIndex(0), [results]);
  useEffect(() => {
    document.getElementById(`help-result-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const showList = open && query.trim() !== '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[activeIndex];
      if (showList && result) {
        event.preventDefault();
        onSelect(result);
      }
    } else if (event.key === 'Escape') {
      if (showList) onOpenChange(false);
      else onQueryChange('');
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        inputRef={input}
        fullWidth
        size="small"
        value={query}
        placeholder="Rechercher dans l’aide (touche / ou Ctrl+K)"
        onChange={(event) => {
          onQueryChange(event.target.value);
          onOpenChange(true);
        }}
        onFocus={() => onOpenChange(true)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            'aria-label': SEARCH_LABEL,
            role: 'combobox',
            'aria-expanded': showList,
            'aria-controls': 'help-search-results',
            'aria-autocomplete': 'list',
            'aria-activedescendant':
              showList && results.length > 0 ? `help-result-${activeIndex}` : undefined,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: query ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Effacer la recherche"
                  onClick={() => {
                    onQueryChange('');
                    input.current?.focus();
                  }}
                >
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {showList && (
        <Paper
          variant="outlined"
          sx={{ mt: 1, maxHeight: '55vh', overflowY: 'auto' }}
          aria-live="polite"
        >
          {results.length === 0 ? (
            <Box sx={{ p: 2 }} role="status">
              <Typography variant="subtitle2">{NO_RESULT}</Typography>
              <Typography variant="body2" color="text.secondary">
                Vérifiez l’orthographe ou essayez d’autres mots : une section est trouvée quand elle
                contient tous les mots saisis.
              </Typography>
            </Box>
          ) : (
            <>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ px: 2, pt: 1, display: 'block' }}
                role="status"
              >
                {results.length === 1 ? '1 résultat' : `${results.length} résultats`}
              </Typography>
              <List
                id="help-search-results"
                role="listbox"
                aria-label="Résultats de la recherche"
                dense
              >
                {results.map((result, i) => (
                  <ListItemButton
                    key={result.section.id}
                    id={`help-result-${i}`}
                    role="option"
                    aria-selected={i === activeIndex}
                    selected={i === activeIndex}
                    onMouseEnter={() => setActiveIndex(i)}
                    onClick={() => onSelect(result)}
                    sx={{ display: 'block', py: 1 }}
                  >
                    <Typography variant="caption" color="text.secondary" component="div">
                      {result.section.level === 1 ? 'Chapitre' : result.chapterTitle}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} component="div">
                      {result.section.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="div">
                      <Highlighted segments={result.excerpt} />
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            </>
          )}
        </Paper>
      )}
    </Box>
  );
}
