import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ModuleShortcuts, type ModuleShortcut } from './components/ModuleShortcuts';
import { NewsList } from './components/NewsList';
import { WelcomeLine } from './components/WelcomeLine';

export type { ModuleShortcut, ShortcutLink } from './components/ModuleShortcuts';

export interface HomePageProps {
  title: string;
  /** The signed-in user's name, for the welcome line. */
  userName: string;
  /** The modules the rights open (the app shell derives them from the route table). */
  shortcuts: readonly ModuleShortcut[];
}

/** Accueil (spec §1, §2): welcome and perimeter, module shortcuts, the news. */
export function HomePage({ title, userName, shortcuts }: HomePageProps) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <WelcomeLine userName={userName} />
        </Paper>
        {shortcuts.length > 0 && (
          <section aria-labelledby="accueil-modules">
            <Typography id="accueil-modules" variant="h6" component="h2" gutterBottom>
              Modules
            </Typography>
            <ModuleShortcuts shortcuts={shortcuts} />
          </section>
        )}
        <section aria-labelledby="accueil-actualites">
          <Typography id="accueil-actualites" variant="h6" component="h2" gutterBottom>
            Actualités
          </Typography>
          <NewsList />
        </section>
      </Stack>
    </>
  );
}
