/**
 * /news/{slug} (docs/api/news.md): the article — title, cover, category, author, date — its body with
 * links to the competition, teams and players it mentions, and related articles. An unknown or not yet
 * published slug answers 404, shown as a not-found state with a way home.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { NewsArticle } from '@/api/contracts/news'
import { isNotFound, serverMessage } from '@/api/errors'
import { Avatar } from '@/components/Avatar'
import { ErrorState } from '@/components/ErrorState'
import {
  Skeleton,
  SkeletonAvatarLine,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
} from '@/components/Skeleton'
import { mentionsOf, splitMentions } from './mentions'
import { useGetNewsArticleQuery } from '@/api/endpoints/newsApi'
import { RelatedArticles } from './RelatedArticles'
import { useNewsDate } from './useNewsDate'
import styles from './NewsArticleScreen.module.css'
import { Fact } from '@/components/Fact'

export function NewsArticleScreen() {
  const { t } = useTranslation('news')
  const { slug = '' } = useParams()
  const { data, error, isLoading, refetch } = useGetNewsArticleQuery(slug)

  if (isLoading) return <ArticleSkeleton />
  if (isNotFound(error)) return <ArticleNotFound />
  if (error || !data) {
    return (
      <div className={styles.page}>
        <ErrorState
          message={serverMessage(error) ?? t('article.loadFailed')}
          onRetry={() => void refetch()}
        />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <Article article={data.article} />
      <RelatedArticles articles={data.related} />
    </div>
  )
}

/**
 * The article while it loads, as it will be laid out: the kicker (category and competition), two
 * lines of title, the lead, the byline, the cover's place at its proportions, then the body's
 * paragraphs in the article's reading size.
 */
function ArticleSkeleton() {
  const { t } = useTranslation('news')
  return (
    <Skeleton label={t('article.loading')} className={styles.page}>
      <div className={styles.article} aria-hidden="true">
        <div className={styles.header}>
          <p className={styles.kicker}>
            <SkeletonLine as="span" className={styles.categorySkeleton} inline width="6em" />
            <SkeletonText inline width="14em" />
          </p>
          <SkeletonLine as="h1" className={styles.title} lines={2} width="55%" />
          <SkeletonLine className={styles.lead} lines={2} width="70%" />
          <SkeletonAvatarLine as="p" className={styles.byline} size={32} width="14em" />
        </div>
        <SkeletonBlock aspectRatio="1200 / 630" radius="lg" faint />
        <div className={styles.body}>
          {['60%', '35%', '75%', '50%'].map((width, index) => (
            <p key={index}>
              <SkeletonText lines={3} width={width} />
            </p>
          ))}
        </div>
      </div>
    </Skeleton>
  )
}

function ArticleNotFound() {
  const { t } = useTranslation('news')
  return (
    <div className={styles.page}>
      <section className={styles.notFound} aria-labelledby="news-not-found">
        <h1 id="news-not-found">{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/" className={styles.homeLink}>
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  )
}

function Article({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news')
  const formatDate = useNewsDate()
  const category = t(`categories.${article.category}`)
  const mentions = useMemo(() => mentionsOf(article), [article])
  // Each name links at its first mention in the whole article, so the set spans the paragraphs.
  const paragraphs = useMemo(() => {
    const linked = new Set<string>()
    return article.body.map((paragraph) => splitMentions(paragraph, mentions, linked))
  }, [article.body, mentions])

  return (
    <article className={styles.article} aria-labelledby="news-title">
      <header className={styles.header}>
        <p className={styles.kicker}>
          <span className={styles.category}>{category}</span>
          {article.competition ? (
            <Link to={`/competition/${article.competition.id}`} className={styles.competition}>
              {article.competition.name}
            </Link>
          ) : null}
        </p>
        <h1 id="news-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.lead}>{article.excerpt}</p>
        <p className={styles.byline}>
          <Avatar src={article.author.avatar} size={32} />
          <span>{t('article.by', { author: article.author.username })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
      </header>
      <img
        className={styles.cover}
        src={article.coverImage}
        alt={t('article.coverAlt', { category })}
        width={1200}
        height={630}
      />
      <div className={styles.body}>
        {paragraphs.map((segments, index) => (
          <p key={index}>
            {segments.map((segment, part) =>
              'to' in segment ? (
                <Link key={part} to={segment.to}>
                  {segment.text}
                </Link>
              ) : (
                segment.text
              ),
            )}
          </p>
        ))}
      </div>
      {mentions.length > 0 ? <InThisArticle article={article} /> : null}
    </article>
  )
}

/** Every mention as a link, also those the text words differently (a team's short name). */
function InThisArticle({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news')
  return (
    <section className={styles.mentions} aria-labelledby="news-mentions">
      <h2 id="news-mentions">{t('article.inThisArticle')}</h2>
      <dl className={styles.mentionList}>
        {article.competition ? (
          <Fact term={t('article.competition')}>
            <Link to={`/competition/${article.competition.id}`}>{article.competition.name}</Link>
          </Fact>
        ) : null}
        <LinkChips
          term={t('article.teams')}
          links={article.teams.map((team) => ({ to: `/team/${team.id}`, label: team.name }))}
        />
        <LinkChips
          term={t('article.players')}
          links={article.players.map((player) => ({
            to: `/profile/${player.id}`,
            label: player.username,
          }))}
        />
      </dl>
    </section>
  )
}

export default NewsArticleScreen

/** A fact whose value is a row of links (the teams or players an article names); nothing when empty. */
function LinkChips({ term, links }: { term: string; links: { to: string; label: string }[] }) {
  if (links.length === 0) return null
  return (
    <Fact term={term}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Fact>
  )
}
