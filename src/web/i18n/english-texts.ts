import type { TFunction } from 'i18next';
import { catalogue, startCatalogue } from './catalogue';
import type { Namespace } from './namespaces';

// In the app a page's module brings its English namespaces; a test of a helper has no page, so it brings them all.
import.meta.glob('./english/*.ts', { eager: true });

/** A namespace's English texts as a component's `t` gives them: for tests of helpers that take one. */
export async function englishTexts<N extends Namespace>(namespace: N): Promise<TFunction<N>> {
  await startCatalogue('en', [namespace]);
  return catalogue.getFixedT('en', namespace);
}
