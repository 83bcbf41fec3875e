import { describe, expect, it } from 'vitest';
import {
  countryName,
  COUNTRIES,
  economicZoneOfCountry,
  EEA_COUNTRY_CODES,
  isEeaCountry,
  isEeaOrOecdCountry,
  isKnownCountry,
  isOecdCountry,
  isValidIssuerCountry,
  OECD_COUNTRY_CODES,
} from './countries';

describe('countries (data-standards §7)', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, once each, with French names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.nameFr.length).toBeGreaterThan(1);
    }
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('CZ')).toBe('Tchéquie');
    expect(countryName('GR')).toBe('Grèce');
  });

  it('has the 30 EEA members of §7.1, all of them ISO codes', () => {
    expect(new Set(EEA_COUNTRY_CODES).size).toBe(30);
    for (const code of EEA_COUNTRY_CODES) expect(isKnownCountry(code)).toBe(true);
    for (const code of ['FR', 'BG', 'HR', 'IS', 'LI', 'NO']) expect(isEeaCountry(code)).toBe(true);
    for (const code of ['GB', 'CH', 'EL', 'US', 'XA', 'EU']) expect(isEeaCountry(code)).toBe(false);
    expect(COUNTRIES.filter((c) => c.eea)).toHaveLength(30);
  });

  it('has the 38 OECD members', () => {
    expect(new Set(OECD_COUNTRY_CODES).size).toBe(38);
    for (const code of OECD_COUNTRY_CODES) expect(isKnownCountry(code)).toBe(true);
    expect(isOecdCountry('GB')).toBe(true);
    expect(isOecdCountry('CR')).toBe(true);
    expect(isOecdCountry('CN')).toBe(false);
    // EEA members outside the OECD still count as "listed in the EEA or the OECD".
    expect(isOecdCountry('BG')).toBe(false);
    expect(isEeaOrOecdCountry('BG')).toBe(true);
    expect(isEeaOrOecdCountry('SG')).toBe(false);
  });

  it('accepts XA and EU as issuer countries only', () => {
    expect(isKnownCountry('XA')).toBe(false);
    expect(isKnownCountry('EU')).toBe(false);
    expect(isValidIssuerCountry('XA')).toBe(true);
    expect(isValidIssuerCountry('EU')).toBe(true);
    expect(isValidIssuerCountry('FR')).toBe(true);
    expect(isValidIssuerCountry('AA')).toBe(false);
    expect(isValidIssuerCountry('XN')).toBe(false);
    expect(countryName('XA')).toBe('Émetteurs supranationaux');
    expect(countryName('EU')).toBe('Institutions de l’Union européenne');
    expect(countryName('fr')).toBeUndefined();
  });

  it('gives the TPT economic zone of a country', () => {
    expect(economicZoneOfCountry('LU')).toBe(1);
    expect(economicZoneOfCountry('CH')).toBe(2);
    expect(economicZoneOfCountry('BR')).toBe(3);
    expect(economicZoneOfCountry('XA')).toBeUndefined();
  });
});
