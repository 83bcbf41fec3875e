import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scrLineResults } from '../../db/schema';
import { SCR_LINE_COPY_COLUMNS } from './scr-line-copy';

describe('the SCR line results encoder', () => {
  it('writes every column of scr_line_results, each once', () => {
    const tableColumns = Object.values(getTableColumns(scrLineResults)).map((c) => c.name);
    expect([...SCR_LINE_COPY_COLUMNS].sort()).toEqual([...tableColumns].sort());
  });
});
