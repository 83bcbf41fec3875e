/** The query keys of the ESG parameters (sectors are shared; the rest per user and client). */
export const esgParameterKeys = {
  all: ['esg-parameters'] as const,
  sectors: () => [...esgParameterKeys.all, 'sectors'] as const,
  pillars: () => [...esgParameterKeys.all, 'pillars'] as const,
  themes: (rolename: string) => [...esgParameterKeys.all, 'themes', rolename] as const,
};
