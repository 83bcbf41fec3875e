import { describe, expect, it } from 'vitest';
import { isSigninCallback, isSignoutCallback, returnHashFrom } from './callback-url';

describe('callback detection', () => {
  it.each([
    ['?code=abc&state=xyz', true, false],
    ['?error=access_denied&error_description=AADB2C90118&state=xyz', true, false],
    ['?state=xyz', false, true],
    ['?code=abc', false, false],
    ['', false, false],
  ])('%s', (search, signin, signout) => {
    expect(isSigninCallback(search)).toBe(signin);
    expect(isSignoutCallback(search)).toBe(signout);
  });
});

describe('returnHashFrom', () => {
  it('returns a saved hash route only', () => {
    expect(returnHashFrom({ returnTo: '#/esg/results' })).toBe('#/esg/results');
    expect(returnHashFrom({ returnTo: 'https://evil.example' })).toBeUndefined();
    expect(returnHashFrom(undefined)).toBeUndefined();
  });
});
