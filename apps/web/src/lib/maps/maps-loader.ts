// The maps loader (spec 4, 8, 9): Leaflet and react-leaflet arrive in their own chunk on demand. A failed
// load is retried 3 times, waiting attempt x 2^attempt ms before each retry, then reported as an error.
import { useEffect, useState } from 'react';

export type MapsModule = typeof import('./maps-module.ts');

export const MAPS_RETRIES = 3;
/** Delay before retry `attempt` (1-based), in ms. */
export const retryDelay = (attempt: number) => attempt * 2 ** attempt;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MapsLoadError extends Error {
  constructor(cause: unknown) {
    super('The map could not be loaded.', { cause });
    this.name = 'MapsLoadError';
  }
}

/** Runs `load`, retrying up to `retries` times with growing delays; the last failure becomes MapsLoadError. */
export async function loadWithRetries<T>(load: () => Promise<T>, retries = MAPS_RETRIES, wait = sleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw new MapsLoadError(error);
      await wait(retryDelay(attempt + 1));
    }
  }
}

let pending: Promise<MapsModule> | null = null;

/** The maps module, loaded once; after a final failure the next call tries again from scratch. */
export function loadMaps(
  importModule: () => Promise<MapsModule> = () => import('./maps-module.ts'),
): Promise<MapsModule> {
  pending ??= loadWithRetries(importModule).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export type MapsState =
  | { status: 'loading' }
  | { status: 'ready'; maps: MapsModule }
  | { status: 'error'; error: Error };

/** Loads the maps module for a component: loading, ready (with the module) or error. */
export function useMaps(): MapsState {
  const [state, setState] = useState<MapsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadMaps().then(
      (maps) => live && setState({ status: 'ready', maps }),
      (error: Error) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
