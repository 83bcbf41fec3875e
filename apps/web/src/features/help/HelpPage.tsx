import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { GuideMarkdown, HEADING_SCROLL_MARGIN } from './components/GuideMarkdown';
import { GuideSearch } from './components/GuideSearch';
import { GuideToc } from './components/GuideToc';
import { keepSectionInView, useActiveSection, usePinnedTop } from './components/scroll-tracking';
import { GUIDE_CHAPTERS } from './lib/guide-content';
import { buildGuideIndex, tableOfContents } from './lib/guide-index';
import { queryTerms, searchGuide, type SearchResult } from './lib/search';

const INDEX = buildGuideIndex(GUIDE_CHAPTERS);
const TOC = tableOfContents(INDEX);
const TOC_IDS = TOC.map((entry) => entry.id);
const SECTION_BY_ID = new Map(INDEX.sections.map((section) => [section.id, section]));
const NO_TERMS: readonly string[] = [];

/** The table-of-contents entry of a section: itself, or the entry above it in the guide. */
function tocEntryOf(id: string | null): string | null {
  if (id === null) return null;
  const position = INDEX.sections.findIndex((section) => section.id === id);
  for (let i = position; i >= 0; i--) {
    const section = INDEX.sections[i]!;
    if (section.level <= 2) return section.id;
  }
  return null;
}

/**
 * « Aide »: the French user guide (Markdown files of ./guide), with its table of contents
 * (left on wide screens, folded above the text on narrow ones) and its search. A link
 * `#/help?section=<id>` opens the guide at that section.
 */
export function HelpPage({ title }: { title: string }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tocOpen, setTocOpen] = useState(false);
  // The chapter whose sections the folded table of contents lists, held from its opening
  // until it has folded again: its entries must not move under the pointer while the page
  // scrolls or the text below it moves (an entry tapped would become another, or a gap).
  const [heldChapter, setHeldChapter] = useState<{ chapter: number | null } | null>(null);
  const [query, setQuery] = useState('');
  const [resultsOpen, setResultsOpen] = useState(false);
  const [marked, setMarked] = useState<{ section: string; terms: readonly string[] } | null>(null);
  const [scrollRequest, setScrollRequest] = useState<{ id: string } | null>(null);
  const [searchParams] = useSearchParams();
  const linkedSection = searchParams.get('section');
  const root = useRef<HTMLDivElement>(null);
  const pinned = usePinnedTop(root, 0);
  const [activeSection, setActiveSection] = useActiveSection(
    TOC_IDS,
    pinned || HEADING_SCROLL_MARGIN,
  );

  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchGuide(INDEX, deferredQuery), [deferredQuery]);

  const goTo = useCallback(
    (id: string) => {
      if (!SECTION_BY_ID.has(id)) return;
      setActiveSection(tocEntryOf(id) ?? id);
      // A new object each time: choosing the same section again scrolls again.
      setScrollRequest({ id });
      if (!wide) setTocOpen(false);
    },
    [setActiveSection, wide],
  );

  // Scroll once the text is rendered (a highlight may have re-rendered the chapter).
  useEffect(
    () => (scrollRequest ? keepSectionInView(scrollRequest.id, root.current) : undefined),
    [scrollRequest],
  );

  // A link from elsewhere in the app: #/help?section=…
  useEffect(() => {
    if (linkedSection) goTo(linkedSection);
  }, [linkedSection, goTo]);

  const onQueryChange = (next: string) => {
    setQuery(next);
    if (next.trim() === '') setMarked(null);
  };

  const openResult = (result: SearchResult) => {
    setMarked({ section: result.section.id, terms: queryTerms(query) });
    setResultsOpen(false);
    goTo(result.section.id);
  };

  const currentChapter = activeSection ? (SECTION_BY_ID.get(activeSection)?.chapter ?? null) : null;
  const markedChapter = marked ? (SECTION_BY_ID.get(marked.section)?.chapter ?? -1) : -1;

  const toggleToc = () => {
    if (!tocOpen) setHeldChapter({ chapter: currentChapter });
    setTocOpen(!tocOpen);
  };

  const toc = (
    <GuideToc
      entries={TOC}
      current={activeSection}
      currentChapter={!wide && heldChapter ? heldChapter.chapter : currentChapter}
      onSelect={goTo}
    />
  );

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box
        ref={root}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '270px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Paper
            component="aside"
            variant="outlined"
            sx={{
              position: 'sticky',
              top: (pinned || HEADING_SCROLL_MARGIN) + 16,
              maxHeight: `calc(100vh - ${(pinned || HEADING_SCROLL_MARGIN) + 32}px)`,
              overflowY: 'auto',
              py: 1,
            }}
          >
            <Typography variant="overline" color="text.secondary" sx={{ px: 1.5 }} component="div">
              Sommaire
            </Typography>
            {toc}
          </Paper>
        ) : (
          <Paper component="aside" variant="outlined">
            <Button
              fullWidth
              onClick={toggleToc}
              aria-expanded={tocOpen}
              endIcon={tocOpen ? <ExpandLess /> : <ExpandMore />}
              sx={{ justifyContent: 'space-between', px: 2 }}
            >
              Sommaire
            </Button>
            <Collapse in={tocOpen} onExited={() => setHeldChapter(null)}>
              {toc}
            </Collapse>
          </Paper>
        )}
        <Box sx={{ minWidth: 0, maxWidth: 960 }}>
          <GuideSearch
            query={query}
            onQueryChange={onQueryChange}
            results={results}
            open={resultsOpen}
            onOpenChange={setResultsOpen}
            onSelect={openResult}
          />
          <Box component="article" aria-label="Guide d’utilisation" sx={{ mt: -2 }}>
            {GUIDE_CHAPTERS.map((chapter, i) => (
              <Box component="section" key={chapter.file}>
                <GuideMarkdown
                  markdown={chapter.markdown}
                  headingIds={INDEX.headingIds[i]!}
                  markSection={i === markedChapter ? marked!.section : null}
                  terms={i === markedChapter ? marked!.terms : NO_TERMS}
                  onAnchor={goTo}
                />
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}
