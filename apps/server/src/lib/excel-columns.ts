/**
 * Excel's column letters (A … Z, AA … XFD) and their 0-based numbers: a cell reference
 * read from a sheet, a cell named in a French message about a workbook.
 */

/** The letters of a 0-based column: 0 → A, 27 → AB. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The 0-based column of a reference, its letters read up to its row: A1 → 0, AB12 → 27. */
export function columnIndexOf(reference: string): number {
  let column = 0;
  for (const character of reference) {
    const code = character.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}
