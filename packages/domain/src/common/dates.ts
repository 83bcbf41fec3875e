/** An ISO date (its first 10 characters, spec §5) as users read it: 2024-12-31 → 31/12/2024. */
export const frenchDate = (iso: string): string =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
