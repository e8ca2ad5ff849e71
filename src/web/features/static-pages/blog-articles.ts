import articles from './blog-articles.en.json';

/** One blog article: a url slug, a title, a short teaser and its body as plain paragraphs. */
export interface BlogArticle {
  id: string;
  title: string;
  snippet: string;
  paragraphs: string[];
}

/**
 * The articles shown on the Blog page, newest first. They are written in English only and are not translated, so
 * they live as content beside the code rather than in the catalogue; the pages mark them `lang="en"` and tell a
 * reader of another language so.
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = articles;

/** Returns the article with the given url slug, or undefined when no article matches. */
export function findArticle(id: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.id === id);
}
