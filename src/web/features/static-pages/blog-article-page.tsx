import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BlogArticle } from './blog-articles';
import { findArticle } from './blog-articles';
import { BlogLanguageNote, useNeedsLanguageNote } from './blog-language-note';
import { BODY_CLASS, H1_CLASS, MUTED_CLASS, NAV_LINK_CLASS } from './static-page-styles';
import '@/i18n/english/pages';

/** One blog article, looked up by the `:id` route parameter, with a friendly fallback for unknown ids. */
export function BlogArticlePage() {
  const { id } = useParams();
  const article = id === undefined ? undefined : findArticle(id);
  if (article === undefined) {
    return <ArticleNotFound />;
  }
  return <ArticleBody article={article} />;
}

function BackToBlog() {
  const { t } = useTranslation('pages');
  return (
    <p>
      <Link to="/blog" className={NAV_LINK_CLASS}>
        <span aria-hidden="true">← </span>
        {t('article.backToBlog')}
      </Link>
    </p>
  );
}

/**
 * The article is English only: its own element says so (`lang="en"`, so a screen reader reads it as English), while
 * the links around it and the note saying it is English stay in the reader's language.
 */
function ArticleBody({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('pages');
  const noteId = useNeedsLanguageNote() ? 'article-language' : undefined;
  return (
    <div className="space-y-6">
      <title>{t('pageTitle', { title: article.title })}</title>
      <BackToBlog />
      <BlogLanguageNote text="article.englishOnly" id={noteId} />
      <article lang="en" aria-labelledby="article-heading" aria-describedby={noteId} className="space-y-6">
        <h1 id="article-heading" className={H1_CLASS}>
          {article.title}
        </h1>
        <div className={BODY_CLASS}>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
      <BackToBlog />
    </div>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="article-heading" className="space-y-4">
      <title>{t('pageTitle', { title: t('article.notFoundTitle') })}</title>
      <h1 id="article-heading" className={H1_CLASS}>
        {t('article.notFoundTitle')}
      </h1>
      <p className={`leading-7 ${MUTED_CLASS}`}>{t('article.notFoundText')}</p>
      <BackToBlog />
    </section>
  );
}
