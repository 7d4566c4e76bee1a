import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { NewsCard } from '@/api/contracts/news'
import { useNewsDate } from './useNewsDate'
import styles from './NewsArticleScreen.module.css'

/** Up to three related articles as cards; nothing at all when the article has none. */
export function RelatedArticles({ articles }: { articles: NewsCard[] }) {
  const { t } = useTranslation('news')
  const formatDate = useNewsDate()
  if (articles.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="news-related">
      <h2 id="news-related">{t('article.related')}</h2>
      <ul className={styles.cards}>
        {articles.map((card) => (
          <li key={card.id} className={styles.card}>
            <img
              className={styles.cardCover}
              src={card.coverImage}
              alt=""
              width={400}
              height={210}
            />
            <div className={styles.cardText}>
              <p className={styles.cardCategory}>{t(`categories.${card.category}`)}</p>
              <h3 className={styles.cardTitle}>
                <Link to={`/news/${card.slug}`} className={styles.cardLink}>
                  {card.title}
                </Link>
              </h3>
              <p className={styles.cardExcerpt}>{card.excerpt}</p>
              <time className={styles.cardDate} dateTime={card.publishedAt}>
                {formatDate(card.publishedAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
