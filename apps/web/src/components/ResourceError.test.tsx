import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@prisme/domain';
import { ResourceError } from './ResourceError';

describe('ResourceError', () => {
  it('shows the resource message and retries on "Réessayer"', () => {
    const onRetry = vi.fn();
    render(<ResourceError message={messages.news.load} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(messages.news.load);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('has no retry action when the error has none (archives, spec §8)', () => {
    render(<ResourceError message={messages.archives.write} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
