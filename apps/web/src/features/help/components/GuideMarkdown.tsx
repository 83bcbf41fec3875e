import { memo, useMemo, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import Markdown, { type Components } from 'react-markdown';
import type { Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { rehypeHeadingIds, rehypeMarkTerms } from '../lib/rehype-guide';

/** Room left above a heading scrolled to the top: the app bar and a margin. */
export const HEADING_SCROLL_MARGIN = 80;

const headingSx = { scrollMarginTop: `${HEADING_SCROLL_MARGIN}px`, outline: 'none' } as const;

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & {
  node?: unknown;
};

/**
 * A Markdown heading one level down (the page title is the only h1), focusable so that
 * opening a section moves the keyboard there, with its index id.
 */
function heading(
  component: 'h2' | 'h3' | 'h4' | 'h5',
  variant: TypographyProps['variant'],
  sx: SxProps<Theme>,
) {
  return function Heading({ id, children }: Props<'h1'>) {
    return (
      <Typography
        id={id}
        tabIndex={-1}
        variant={variant}
        component={component}
        sx={[headingSx, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Typography>
    );
  };
}

/** MUI elements for the Markdown's HTML; `node` (the syntax tree) is not passed on. */
function components(onAnchor: (id: string) => void): Components {
  return {
    h1: heading('h2', 'h5', { mt: 5, mb: 2 }),
    h2: heading('h3', 'h6', { mt: 4, mb: 1.5 }),
    h3: heading('h4', 'subtitle1', { mt: 3, mb: 1, fontWeight: 600 }),
    h4: heading('h5', 'subtitle2', { mt: 2 }),
    p: ({ node: _node, children }: Props<'p'>) => (
      <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
        {children}
      </Typography>
    ),
    a: ({ node: _node, href, children }: Props<'a'>) => {
      const anchor = href?.startsWith('#') && !href.startsWith('#/') ? href.slice(1) : null;
      if (anchor !== null)
        return (
          <Link
            href={href}
            onClick={(event: MouseEvent) => {
              // The router owns the hash: scroll without touching location.hash.
              event.preventDefault();
              onAnchor(decodeURIComponent(anchor));
            }}
          >
            {children}
          </Link>
        );
      const external = href !== undefined && /^https?:/.test(href);
      return (
        <Link href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </Link>
      );
    },
    ul: ({ node: _node, children }: Props<'ul'>) => (
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
        {children}
      </Box>
    ),
    ol: ({ node: _node, children, start }: Props<'ol'>) => (
      <Box component="ol" start={start} sx={{ pl: 3, mt: 0, mb: 1.5 }}>
        {children}
      </Box>
    ),
    li: ({ node: _node, children }: Props<'li'>) => (
      <Typography component="li" variant="body1" sx={{ mb: 0.5, lineHeight: 1.7 }}>
        {children}
      </Typography>
    ),
    blockquote: ({ node: _node, children }: Props<'blockquote'>) => (
      <Box
        component="blockquote"
        sx={{
          m: 0,
          mb: 1.5,
          pl: 2,
          borderLeft: 4,
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        {children}
      </Box>
    ),
    table: ({ node: _node, children }: Props<'table'>) => (
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 2, maxWidth: '100%' }}>
        <Table size="small">{children}</Table>
      </TableContainer>
    ),
    thead: ({ node: _node, children }: Props<'thead'>) => <TableHead>{children}</TableHead>,
    tbody: ({ node: _node, children }: Props<'tbody'>) => <TableBody>{children}</TableBody>,
    tr: ({ node: _node, children }: Props<'tr'>) => <TableRow>{children}</TableRow>,
    th: ({ node: _node, children }: Props<'th'>) => (
      <TableCell sx={{ fontWeight: 600, bgcolor: 'action.hover', verticalAlign: 'bottom' }}>
        {children}
      </TableCell>
    ),
    td: ({ node: _node, children }: Props<'td'>) => (
      <TableCell sx={{ verticalAlign: 'top' }}>{children}</TableCell>
    ),
    pre: ({ node: _node, children }: Props<'pre'>) => (
      <Box
        component="pre"
        sx={{ p: 1.5, mb: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
      >
        {children}
      </Box>
    ),
    code: ({ node: _node, children }: Props<'code'>) => (
      <Box
        component="code"
        sx={{
          fontFamily: 'monospace',
          fontSize: '0.9em',
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: 'action.hover',
        }}
      >
        {children}
      </Box>
    ),
    mark: ({ node: _node, children }: Props<'mark'>) => (
      <Box
        component="mark"
        className="help-hit"
        sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
      >
        {children}
      </Box>
    ),
    hr: () => <Divider sx={{ my: 3 }} />,
  };
}

interface GuideMarkdownProps {
  markdown: string;
  /** The ids of the chapter's headings, in order (from the guide index). */
  headingIds: readonly string[];
  /** The section whose words are highlighted, with the words; null for none. */
  markSection: string | null;
  terms: readonly string[];
  onAnchor: (id: string) => void;
}

/**
 * One chapter of the guide: Markdown with tables (GFM), rendered with MUI. Raw HTML in the
 * Markdown is dropped (`skipHtml`), never rendered; link URLs go through the library's
 * safe-URL filter.
 */
export const GuideMarkdown = memo(function GuideMarkdown({
  markdown,
  headingIds,
  markSection,
  terms,
  onAnchor,
}: GuideMarkdownProps) {
  const mapped = useMemo(() => components(onAnchor), [onAnchor]);
  const rehypePlugins = useMemo(
    () =>
      [
        [rehypeHeadingIds, { ids: headingIds }],
        [rehypeMarkTerms, { sectionId: markSection, terms }],
      ] satisfies Options['rehypePlugins'],
    [headingIds, markSection, terms],
  );
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={rehypePlugins}
      components={mapped}
      skipHtml
    >
      {markdown}
    </Markdown>
  );
});
