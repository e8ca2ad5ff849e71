/**
 * The catalogue's namespaces, one per feature of the web (features/<folder>) plus `common` for the app's frame,
 * shared components and messages. A language's namespace is its own chunk, loaded when a page of the feature is.
 */
export const NAMESPACES = ['common', 'auth', 'lists', 'meals', 'pro', 'profile', 'pages', 'stores'] as const;

/** One namespace of the catalogue. */
export type Namespace = (typeof NAMESPACES)[number];
