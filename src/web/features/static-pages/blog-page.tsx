import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogArticle } from './blog-articles';
import { BLOG_ARTICLES } from './blog-articles';
import { BlogLanguageNote } from './blog-language-note';
import { CARD_CLASS, H1_CLASS, H2_CLASS, MUTED_CLASS, NAV_LINK_CLASS } from './static-page-styles';
import '@/i18n/english/pages';

/** The blog index: one card per article, linking to its own page. */
export function BlogPage() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <title>{t('pageTitle', { title: t('blog.title') })}</title>
      <header className="space-y-2">
        <h1 id="blog-heading" className={H1_CLASS}>
          {t('blog.title')}
        </h1>
        <p className={`leading-7 ${MUTED_CLASS}`}>{t('blog.intro')}</p>
        <BlogLanguageNote text="blog.englishOnly" />
      </header>
      <ul className="space-y-4">
        {BLOG_ARTICLES.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An article's English title and teaser, marked as English, with links in the reader's language. */
function ArticleCard({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('pages');
  const to = `/blog/${article.id}`;
  return (
    <article className={`${CARD_CLASS} space-y-3`}>
      <h2 lang="en" className={H2_CLASS}>
        <Link to={to} className={NAV_LINK_CLASS}>
          {article.title}
        </Link>
      </h2>
      <p lang="en" className={`leading-7 ${MUTED_CLASS}`}>
        {article.snippet}
      </p>
      <p>
        {/* The hidden title keeps every "Read article" link name unique for screen-reader link lists. */}
        <Link to={to} className={NAV_LINK_CLASS}>
          <Trans
            t={t}
            i18nKey="blog.readArticle"
            values={{ title: article.title }}
            components={{ hidden: <span className="sr-only" />, english: <span lang="en" /> }}
          />
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </article>
  );
}
