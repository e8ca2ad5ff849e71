import { SOURCE_LANGUAGE } from '@shared/languages';
import { useTranslation } from 'react-i18next';
import { MUTED_CLASS } from './static-page-styles';

/** True when the reader's language is not English, the only language the blog's articles are written in. */
export function useNeedsLanguageNote(): boolean {
  const { i18n } = useTranslation('pages');
  return (i18n.resolvedLanguage ?? i18n.language) !== SOURCE_LANGUAGE;
}

/**
 * Tells a reader of another language that the blog's articles are in English (they are not translated); says nothing
 * to an English reader. `id` lets the article point at it with aria-describedby.
 */
export function BlogLanguageNote({
  text,
  id,
}: {
  text: 'blog.englishOnly' | 'article.englishOnly';
  id?: string;
}) {
  const { t } = useTranslation('pages');
  if (!useNeedsLanguageNote()) {
    return null;
  }
  return (
    <p id={id} className={`text-sm font-medium ${MUTED_CLASS}`}>
      {t(text)}
    </p>
  );
}
