import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/**
 * Tabs over one panel (MUI Tabs, scrollable): the chosen tab's content is rendered, the
 * tabs and the panel tied for screen readers by `idPrefix`.
 */
export function PanelTabs({
  label,
  idPrefix,
  titles,
  render,
}: {
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  titles: readonly string[];
  render: (index: number) => ReactNode;
}) {
  const [tab, setTab] = useState(0);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {titles.map((title, index) => (
          <Tab
            key={title}
            label={title}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {render(tab)}
      </Box>
    </>
  );
}
