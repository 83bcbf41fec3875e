import { describe, expect, it, vi } from 'vitest';
import { PERIMETER_CHANNEL, announcePerimeterChange, onPerimeterChange } from './perimeter-channel';

describe('perimeter channel between tabs (spec §2)', () => {
  it('tells every listening tab that the perimeter changed, until it unsubscribes', async () => {
    const listener = vi.fn();
    const stop = onPerimeterChange(listener);
    announcePerimeterChange();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledOnce());
    stop();
    announcePerimeterChange();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores other messages on the channel', async () => {
    const listener = vi.fn();
    const stop = onPerimeterChange(listener);
    const other = new BroadcastChannel(PERIMETER_CHANNEL);
    other.postMessage({ type: 'autre' });
    other.postMessage(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    other.close();
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
