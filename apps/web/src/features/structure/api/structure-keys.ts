export const structureKeys = { tree: ['admin', 'structure'] as const };
