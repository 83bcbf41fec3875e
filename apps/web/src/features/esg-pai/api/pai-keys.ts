export const paiKeys = {
  all: ['esg-pai'] as const,
  statement: (perimeterId: string) => [...paiKeys.all, 'statement', perimeterId] as const,
  lines: (perimeterId: string, figure: string) =>
    [...paiKeys.all, 'lines', perimeterId, figure] as const,
};
