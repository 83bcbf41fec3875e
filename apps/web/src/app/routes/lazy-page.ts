import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@prisme/domain';

export interface PageProps {
  /** The route's French title, resolved for the user's rights. */
  title: string;
  /** A screen still to come: what it will do, in one sentence (RouteSpec.upcoming). */
  upcoming?: string;
}

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/** Script chunk loads time out after 120 s (spec §8) instead of hanging forever. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(`Chunk timeout ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A route page in its own chunk, so the first bundle only holds the shell. */
export function lazyPage(
  load: () => Promise<ComponentType<PageProps>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage {
  return lazy(async () => ({ default: await withTimeout(load(), timeoutMs) }));
}
