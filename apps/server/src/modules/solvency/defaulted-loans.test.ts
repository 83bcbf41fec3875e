import { describe, expect, it } from 'vitest';
import type { LookThroughInput } from '@prisme/engine';
import { withDefaultedLoans } from './defaulted-loans';

const instrument = (code: string) =>
  ({ code, name: code }) as unknown as LookThroughInput['instruments'][number];
const input = {
  instruments: [instrument('PRET-1'), instrument('FR0000131104')],
} as unknown as LookThroughInput;

describe('the client list of loans in default or forborne (Art. 176(1), 2027)', () => {
  it('marks the instruments it names, by code, without changing the input', () => {
    const marked = withDefaultedLoans(input, [
      { code: ' PRET-1 ', denomination: 'Prêt restructuré', cic: 'XT84' },
      { code: 'ABSENT', denomination: '', cic: '' },
    ]);
    expect(marked.instruments.map((i) => i.isDefaultedOrForborne === true)).toEqual([true, false]);
    expect(input.instruments[0]!.isDefaultedOrForborne).toBeUndefined();
  });

  it('gives the input back as it is when the list names none of its instruments', () => {
    expect(withDefaultedLoans(input, [])).toBe(input);
    expect(withDefaultedLoans(input, [{ code: 'ABSENT', denomination: '', cic: '' }])).toBe(input);
  });
});
