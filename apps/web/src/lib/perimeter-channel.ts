/**
 * Full-page report tabs (spec §2: "Opened tabs are reloaded when the perimeter
 * changes"). The main tab announces each saved perimeter change on a BroadcastChannel
 * of the origin; report tabs listen and reload, so they start again from the saved
 * perimeter. Announced after the save, never before: a tab reloaded earlier would read
 * the previous perimeter from the server.
 */
export const PERIMETER_CHANNEL = 'prisme.perimeter';

interface PerimeterMessage {
  type: 'perimeter-changed';
}

const available = () => typeof BroadcastChannel !== 'undefined';

export function announcePerimeterChange(): void {
  if (!available()) return;
  const channel = new BroadcastChannel(PERIMETER_CHANNEL);
  channel.postMessage({ type: 'perimeter-changed' } satisfies PerimeterMessage);
  channel.close();
}

/** Calls `listener` on each change announced by another tab; returns the unsubscribe. */
export function onPerimeterChange(listener: () => void): () => void {
  if (!available()) return () => {};
  const channel = new BroadcastChannel(PERIMETER_CHANNEL);
  channel.onmessage = (event: MessageEvent<Partial<PerimeterMessage>>) => {
    if (event.data?.type === 'perimeter-changed') listener();
  };
  return () => channel.close();
}
