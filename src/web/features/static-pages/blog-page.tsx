import { Link } from 'react-router';
import type { BlogArticle } from './blog-articles';
import { BLOG_ARTICLES } from './blog-articles';
import { CARD_CLASS, H1_CLASS, H2_CLASS, MUTED_CLASS, NAV_LINK_CLASS } from './static-page-styles';

/** The blog index: one card per article, linking to its own page. */
export function BlogPage() {
  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <title>Blog · Aislewise</title>
      <header className="space-y-2">
        <h1 id="blog-heading" className={H1_CLASS}>
          Blog
        </h1>
        <p className={`leading-7 ${MUTED_CLASS}`}>
          Practical advice on shopping faster, planning meals and sharing the list at home.
        </p>
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

function ArticleCard({ article }: { article: BlogArticle }) {
  const to = `/blog/${article.id}`;
  return (
    <article className={`${CARD_CLASS} space-y-3`}>
      <h2 className={H2_CLASS}>
        <Link to={to} className={NAV_LINK_CLASS}>
          {article.title}
        </Link>
      </h2>
      <p className={`leading-7 ${MUTED_CLASS}`}>{article.snippet}</p>
      <p>
        {/* The hidden title keeps every "Read article" link name unique for screen-reader link lists. */}
        <Link to={to} className={NAV_LINK_CLASS}>
          Read article<span className="sr-only">: {article.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </article>
  );
}
