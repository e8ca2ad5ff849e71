import type { ComponentType } from 'react';
import { MESSAGES } from '../../shared/messages';

/** How long a lazily loaded page may take before the user is offered a retry (SPEC §9). */
const CHUNK_TIMEOUT_MS = 120_000;

/** A React Router `lazy` loader for a page component that gives up after the chunk timeout. */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(MESSAGES.chunkTimeout)), CHUNK_TIMEOUT_MS);
    });
    try {
      return { Component: pick(await Promise.race([load(), timedOut])) };
    } finally {
      clearTimeout(timer);
    }
  };
}
