import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import { useProductSlug } from '../../../app/routes/product-context';
import { reportsBasePath } from '../../../app/routes/route-table';

/**
 * Printing a report (issue 18 §3): the page alone, without the menu, the top bar, the
 * perimeter bar's spacer nor the report's own buttons; sections are not cut across pages.
 */
export const PRINT_STYLES = {
  '@media print': {
    '.MuiAppBar-root, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
    'main > .MuiToolbar-root': { display: 'none !important' },
    main: { marginLeft: '0 !important', padding: '0 !important' },
    'section.MuiPaper-root': { breakInside: 'avoid' },
    body: { background: 'white' },
  },
} as const;

/** The address of the same report, full-page, with the same selection (spec §2). */
export function reportTabHref(productSlug: string, pathname: string, search: string): string {
  const base = reportsBasePath(productSlug);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return `#${base}${path}${search}`;
}

/**
 * An archive report: its title, « Ouvrir dans un nouvel onglet » (the full-page layout
 * with the same search parameters, so the same archives), « Imprimer », the report's
 * export, and the print stylesheet.
 */
export function ReportFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const productSlug = useProductSlug();
  const inReportTab = pathname.startsWith(reportsBasePath(productSlug));
  return (
    <Stack spacing={2}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} data-print="hide">
          {actions}
          <Button
            size="small"
            variant="outlined"
            startIcon={<Print />}
            onClick={() => window.print()}
          >
            Imprimer
          </Button>
          {!inReportTab && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<OpenInNew />}
              onClick={() =>
                window.open(reportTabHref(productSlug, pathname, search), '_blank', 'noopener')
              }
            >
              Ouvrir dans un nouvel onglet
            </Button>
          )}
        </Stack>
      </Stack>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {children}
    </Stack>
  );
}
