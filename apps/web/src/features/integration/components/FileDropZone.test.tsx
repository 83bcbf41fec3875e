import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FileDropZone } from './FileDropZone';

describe('FileDropZone', () => {
  it('keeps its hidden file input one pixel wide, so the page never scrolls sideways (issue 40 §3)', () => {
    render(<FileDropZone file={null} onFile={() => undefined} />);
    const input = screen.getByLabelText('Fichier à envoyer');
    const style = getComputedStyle(input);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
  });
});
