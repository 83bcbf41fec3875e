import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { GuideSection } from '../lib/guide-index';

interface GuideTocProps {
  entries: readonly GuideSection[];
  /** The entry of the section being read. */
  current: string | null;
  /** The chapter being read: its sections are listed under it. */
  currentChapter: number | null;
  onSelect: (id: string) => void;
}

/** « Sommaire »: the chapters, and the sections of the chapter being read. */
export function GuideToc({ entries, current, currentChapter, onSelect }: GuideTocProps) {
  return (
    <nav aria-label="Sommaire">
      <List dense disablePadding>
        {entries
          .filter((entry) => entry.level === 1 || entry.chapter === currentChapter)
          .map((entry) => {
            const selected = entry.id === current;
            return (
              <ListItemButton
                key={entry.id}
                selected={selected}
                aria-current={selected ? 'location' : undefined}
                onClick={() => onSelect(entry.id)}
                sx={{
                  pl: entry.level === 1 ? 1.5 : 3.5,
                  py: entry.level === 1 ? 0.5 : 0.25,
                  borderLeft: 3,
                  borderColor: selected ? 'primary.main' : 'transparent',
                }}
              >
                <ListItemText
                  primary={entry.title}
                  slotProps={{
                    primary: {
                      variant: entry.level === 1 ? 'body2' : 'caption',
                      color: entry.level === 1 ? 'text.primary' : 'text.secondary',
                      sx: { fontWeight: entry.level === 1 ? 600 : 400 },
                    },
                  }}
                />
              </ListItemButton>
            );
          })}
      </List>
    </nav>
  );
}
