import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('file name from Content-Disposition', () => {
  const fallback = 'transparisation.xlsx';

  it('reads the quoted or bare file name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="transparisation-2024-12-31.xlsx"', fallback),
    ).toBe('transparisation-2024-12-31.xlsx');
    expect(fileNameFromDisposition('attachment; filename=rapport.xlsx', fallback)).toBe(
      'rapport.xlsx',
    );
  });

  it('prefers the UTF-8 name of filename*', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="rapport.xlsx"; filename*=UTF-8''transparis%C3%A9.xlsx`,
        fallback,
      ),
    ).toBe('transparisé.xlsx');
  });

  it('drops path parts and falls back when there is no usable name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.xlsx"', fallback)).toBe(
      'x.xlsx',
    );
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(
      fallback,
    );
  });
});
