import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lookthroughLines } from '../../db/schema';
import { LINE_COPY_COLUMNS } from './line-copy';

describe('the look-through lines encoder', () => {
  it('writes every column of lookthrough_lines, each once', () => {
    const tableColumns = Object.values(getTableColumns(lookthroughLines)).map((c) => c.name);
    expect([...LINE_COPY_COLUMNS].sort()).toEqual([...tableColumns].sort());
  });
});
