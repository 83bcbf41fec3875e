import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * What a multi-select of the perimeter bar shows of its chosen items: the first one's
 * chip and how many more (« +2 »), editing or not, so that the bar never changes height
 * (field-sizes.ts says why). The open list ticks every chosen item.
 */
export function chosenItems<T>(
  items: readonly T[],
  firstChip: (item: T) => ReactNode,
  /** Every chosen item said in words (« P-VIE : GEN, UC »): the « +N »'s tooltip and its spoken text. */
  summary?: string,
): ReactNode {
  if (items.length === 0) return null;
  const more = items.length - 1;
  return (
    <>
      {firstChip(items[0]!)}
      {more > 0 && (
        <Box component="span" title={summary} sx={{ flexShrink: 0, px: 0.5 }}>
          <span aria-hidden={summary ? true : undefined}>+{more}</span>
          {summary && (
            <Box component="span" sx={visuallyHidden}>
              {`et ${more} de plus — ${summary}`}
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
