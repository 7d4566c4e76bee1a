/** The latest articles, newest first: cover, category, title (to /news/{slug}), date and excerpt. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/Badge'
import { useGetHomeNewsQuery } from '@/api/endpoints/homeApi'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { Section } from '@/components/Section'
import { Skeleton } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

export function NewsSection() {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const query = useGetHomeNewsQuery()
  return (
    <Section id="home-news" title={t('news.title')}>
      <QueryBody
        query={query}
        loading={<Skeleton label={t('news.loading')} shape="card" count={4} />}
        error={t('news.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyLine>{t('news.empty')}</EmptyLine>}
      >
        {(data) => (
          <ul className={styles.newsGrid}>
            {data.items.map((article) => (
              <li key={article.id}>
                <article className={`${styles.card} ${styles.newsCard}`}>
                  <img
                    className={styles.cover}
                    src={article.coverImage}
                    alt=""
                    width={320}
                    height={160}
                    decoding="async"
                  />
                  <div className={styles.newsBody}>
                    <div className={styles.badges}>
                      <Badge>{t(`category.${article.category}`)}</Badge>
                      <time dateTime={article.publishedAt} className={styles.cardMeta}>
                        {format.longDay(article.publishedAt)}
                      </time>
                    </div>
                    <h3 className={styles.cardTitle}>
                      <Link to={`/news/${article.slug}`} className={styles.cardLink}>
                        {article.title}
                      </Link>
                    </h3>
                    <p className={styles.excerpt}>{article.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </Section>
  )
}
