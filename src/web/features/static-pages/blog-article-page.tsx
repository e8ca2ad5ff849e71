import { Link, useParams } from 'react-router';
import type { BlogArticle } from './blog-articles';
import { findArticle } from './blog-articles';
import { BODY_CLASS, H1_CLASS, MUTED_CLASS, NAV_LINK_CLASS } from './static-page-styles';

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
  return (
    <p>
      <Link to="/blog" className={NAV_LINK_CLASS}>
        <span aria-hidden="true">← </span>Back to Blog
      </Link>
    </p>
  );
}

function ArticleBody({ article }: { article: BlogArticle }) {
  return (
    <article aria-labelledby="article-heading" className="space-y-6">
      <title>{`${article.title} · Aislewise`}</title>
      <BackToBlog />
      <h1 id="article-heading" className={H1_CLASS}>
        {article.title}
      </h1>
      <div className={BODY_CLASS}>
        {article.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <BackToBlog />
    </article>
  );
}

function ArticleNotFound() {
  return (
    <section aria-labelledby="article-heading" className="space-y-4">
      <title>Article not found · Aislewise</title>
      <h1 id="article-heading" className={H1_CLASS}>
        Article not found
      </h1>
      <p className={`leading-7 ${MUTED_CLASS}`}>
        We couldn't find that article. It may have moved, or the link may be mistyped. The blog has everything
        we have published so far.
      </p>
      <BackToBlog />
    </section>
  );
}
