import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/** A page a shortcut leads to, greyed out as its menu item is. */
export interface ShortcutLink {
  path: string;
  title: string;
  disabled: boolean;
  reason?: string;
}

/** A module shortcut of the home page (spec §6: solvency, ESG and risk rights). */
export interface ModuleShortcut {
  id: 'solvency' | 'esg' | 'risk';
  label: string;
  description: string;
  links: ShortcutLink[];
}

function ShortcutButton({ link, primary }: { link: ShortcutLink; primary: boolean }) {
  const variant = primary ? 'contained' : 'outlined';
  // Greyed out, it is no link at all: nothing to follow, by mouse or keyboard.
  const button = link.disabled ? (
    <Button size="small" variant={variant} disabled>
      {link.title}
    </Button>
  ) : (
    <Button component={RouterLink} to={link.path} size="small" variant={variant}>
      {link.title}
    </Button>
  );
  // A disabled button gets no pointer events: the span carries the reason's tooltip.
  return link.reason ? (
    <Tooltip title={link.reason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/** One card per module the user's rights open, with its pages. */
export function ModuleShortcuts({ shortcuts }: { shortcuts: readonly ModuleShortcut[] }) {
  if (shortcuts.length === 0) return null;
  return (
    <Stack
      component="nav"
      aria-label="Accès rapides"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
    >
      {shortcuts.map((shortcut) => (
        <Card
          key={shortcut.id}
          variant="outlined"
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            borderTop: 3,
            borderTopColor: 'primary.main',
          }}
        >
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h3">
              {shortcut.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {shortcut.description}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
            {shortcut.links.map((link, index) => (
              <ShortcutButton
                key={link.path}
                link={link}
                primary={index === shortcut.links.length - 1}
              />
            ))}
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
