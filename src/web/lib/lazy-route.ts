import { MESSAGES } from '@shared/messages';
import { type ComponentType, lazy } from 'react';
import { loadNamespaces } from '@/i18n/catalogue';
import type { Namespace } from '@/i18n/namespaces';

/** How long a lazily loaded page may take before the user is offered a retry (SPEC §9). */
const CHUNK_TIMEOUT_MS = 120_000;

async function loadWithTimeout<M>(load: () => Promise<M>): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(MESSAGES.chunkTimeout)), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A React Router `lazy` loader for a page component that gives up after the chunk timeout. The page's catalogue
 * namespaces in the user's language load beside its code, so it renders in that language at once. English ones come
 * inside the page's code: the module loaded imports `@/i18n/english/<ns>` for each (lazy-namespaces.test.ts).
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([loadWithTimeout(load), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/**
 * A component loaded on first render (React.lazy) with the same timeout, for parts of a page; like a page, with the
 * catalogue namespaces it shows beside its code.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly Namespace[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([loadWithTimeout(load), loadNamespaces(namespaces)]);
    return { default: pick(module) };
  });
}
