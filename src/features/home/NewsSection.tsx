/** The latest articles, newest first: cover, category, title (to /news/{slug}), date and excerpt. */
import { useTranslation } from 'react-i18next'
import { QuerySection } from '@/components/QuerySection'
import { LinkCardTitle } from '@/components/LinkCard'
import { Badge, SkeletonBadge } from '@/components/Badge'
import { HOME_NEWS, useGetHomeNewsQuery } from '@/api/endpoints/homeApi'
import { SkeletonLine, SkeletonList } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

export function NewsSection() {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const query = useGetHomeNewsQuery()
  return (
    <QuerySection
      id="home-news"
      texts={t('news', { returnObjects: true })}
      query={query}
      skeleton={<NewsCardsSkeleton />}
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
                  <LinkCardTitle to={`/news/${article.slug}`} className={styles.cardTitle}>
                    {article.title}
                  </LinkCardTitle>
                  <p className={styles.excerpt}>{article.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  )
}

/** The news cards as shapes: the cover's place, the category and date, two lines of title, the excerpt. */
function NewsCardsSkeleton() {
  return (
    <SkeletonList count={HOME_NEWS} className={styles.newsGrid}>
      {() => (
        <div className={`${styles.card} ${styles.newsCard}`}>
          <div className={styles.cover} />
          <div className={styles.newsBody}>
            <div className={styles.badges}>
              <SkeletonBadge width="6em" />
              <SkeletonLine as="span" className={styles.cardMeta} inline width="7em" />
            </div>
            <SkeletonLine as="h3" className={styles.cardTitle} lines={2} width="60%" />
            <SkeletonLine className={styles.excerpt} lines={3} width="40%" />
          </div>
        </div>
      )}
    </SkeletonList>
  )
}
