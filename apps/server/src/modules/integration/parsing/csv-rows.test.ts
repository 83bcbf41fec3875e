import { describe, expect, it } from 'vitest';
import { detectNewline } from './csv-rows';

describe('detectNewline', () => {
  it('answers the first line break outside quotes', () => {
    expect(detectNewline('a;b\r\n1;2\n')).toBe('\r\n');
    expect(detectNewline('a;b\n1;2\r\n')).toBe('\n');
    expect(detectNewline('a;b\r1;2')).toBe('\r');
    expect(detectNewline('"x\ny";b\r\n1;2')).toBe('\r\n');
  });

  it('waits for more text when there is none yet, or a CR ends the text', () => {
    expect(detectNewline('a;b')).toBeUndefined();
    expect(detectNewline('"a\nb')).toBeUndefined();
    expect(detectNewline('a;b\r')).toBeUndefined();
  });
});
