/**
 * /terms and /privacy-policy (requirements: routes): one page for both, the league's terms and its
 * privacy policy, with a table of contents of in-page links. At /privacy-policy the page opens at
 * the privacy section, which takes focus so that keyboard and screen reader users start there too.
 */
import { useEffect, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ColumnHeaders } from '@/components/DataTable'
import { useLocation, useNavigate } from 'react-router'
import styles from './TermsScreen.module.css'
import { dateTimeFormat } from '@/lib/intl'

/** The date of the current version of the terms (UTC midnight, shown as a calendar date). */
export const TERMS_LAST_UPDATED = '2026-03-01'

export const PRIVACY_SECTION_ID = 'privacy'

/**
 * The storage keys the app writes (src/lib/preferences.ts), each explained in the privacy section.
 * Its own list: importing preferences' would make that module a chunk of its own in the first load;
 * tests/features/legal/TermsScreen.test.tsx checks that the two lists agree.
 */
export const STORAGE_KEYS = [
  'gvl_community',
  'gvl_league_name',
  'language',
  'auth',
  'authUser',
  'gvl_time_zone',
] as const

type Block =
  { kind: 'p'; key: string } | { kind: 'list'; keys: readonly string[] } | { kind: 'storage' }

const p = (key: string): Block => ({ kind: 'p', key })

const SECTIONS = [
  { id: 'accounts', blocks: [p('p1'), p('p2'), p('p3')] },
  { id: 'conduct', blocks: [p('p1'), p('p2')] },
  { id: 'discipline', blocks: [p('p1'), p('p2'), p('p3')] },
  { id: 'appeals', blocks: [p('p1'), p('p2')] },
  { id: 'competitions', blocks: [p('p1'), p('p2')] },
  { id: 'premium', blocks: [p('p1'), p('p2'), p('p3')] },
  {
    id: PRIVACY_SECTION_ID,
    blocks: [
      p('p1'),
      { kind: 'list', keys: ['i1', 'i2', 'i3', 'i4', 'i5'] },
      p('p2'),
      p('p3'),
      p('p4'),
    ],
  },
  { id: 'cookies', blocks: [p('p1'), { kind: 'storage' }, p('p2')] },
  { id: 'changes', blocks: [p('p1')] },
  { id: 'contact', blocks: [p('p1')] },
] as const satisfies readonly { id: string; blocks: readonly Block[] }[]

type SectionId = (typeof SECTIONS)[number]['id']

const sectionAnchor = (id: SectionId) => `terms-${id}`

/** Brings a section's heading to the top and moves focus to it, as following the link should. */
function goToSection(anchor: string) {
  const heading = document.getElementById(anchor)
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.scrollIntoView({ block: 'start' })
}

export function TermsScreen() {
  const { t, i18n } = useTranslation('legal')
  const { pathname, hash } = useLocation()
  const navigate = useNavigate()
  const opensAtPrivacy = pathname.replace(/\/+$/, '') === '/privacy-policy'
  // A link to a section (#terms-appeals) opens there; /privacy-policy opens at the privacy section.
  const initialAnchor = hash
    ? decodeURIComponent(hash.slice(1))
    : opensAtPrivacy
      ? sectionAnchor(PRIVACY_SECTION_ID)
      : null

  useEffect(() => {
    if (initialAnchor) goToSection(initialAnchor)
    // Only on arrival: following the contents later moves focus itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault()
    goToSection(anchor)
    void navigate({ hash: anchor }, { replace: true, preventScrollReset: true })
  }

  const updated = dateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${TERMS_LAST_UPDATED}T00:00:00Z`))

  // Keys are built from the typed SECTIONS table; i18next's key types cannot follow the template.
  const text = (key: string) => t(key as never)

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="terms-title">{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <p className={styles.updated}>{t('lastUpdated', { date: updated })}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="terms-toc">
          <h2 id="terms-toc" className={styles.tocTitle}>
            {t('toc')}
          </h2>
          <ol className={styles.tocList}>
            {SECTIONS.map(({ id }) => (
              <li key={id}>
                <a
                  href={`#${sectionAnchor(id)}`}
                  onClick={(event) => onTocClick(event, sectionAnchor(id))}
                  aria-current={
                    opensAtPrivacy && id === PRIVACY_SECTION_ID ? 'location' : undefined
                  }
                >
                  {text(`sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {SECTIONS.map(({ id, blocks }) => (
            <section key={id} className={styles.section} aria-labelledby={sectionAnchor(id)}>
              <h2 id={sectionAnchor(id)} className={styles.sectionTitle} tabIndex={-1}>
                {text(`sections.${id}.title`)}
              </h2>
              {blocks.map((block, index) => {
                if (block.kind === 'p') {
                  return <p key={block.key}>{text(`sections.${id}.${block.key}`)}</p>
                }
                if (block.kind === 'list') {
                  return (
                    <ul key={`list-${index}`} className={styles.list}>
                      {block.keys.map((key) => (
                        <li key={key}>{text(`sections.${id}.${key}`)}</li>
                      ))}
                    </ul>
                  )
                }
                return (
                  <table key="storage" className={styles.storage}>
                    <caption>{t('storageCaption')}</caption>
                    <ColumnHeaders names={[t('storageKey'), t('storagePurpose')]} />
                    <tbody>
                      {STORAGE_KEYS.map((key) => (
                        <tr key={key}>
                          <th scope="row">
                            <code>{key}</code>
                          </th>
                          <td>{t(`sections.cookies.keys.${key}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )
              })}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}

export default TermsScreen
