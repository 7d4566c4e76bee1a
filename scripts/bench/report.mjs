/** Budgets (issue #7) against the measured figures, the printed tables, and the JSON report. */
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 100 ? 1 : 0)} ms` : 'n/a')
const verdict = (ok) => (ok === null ? '—' : ok ? 'PASS' : 'FAIL')

export const BUDGETS = {
  firstLoadKb: 150,
  lighthouseMobile: 95,
  lighthouseDesktop: 100,
  keyP95: { 1: 16.7, 4: 50 },
  routeChange1x: 100,
  playersFilter1x: 100,
  longConversationOpen: 200,
  longConversationScrollLongTasks: 0,
}

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')

/** Returns { text, budgets: [{ name, figure, budget, pass }] }. */
export function render(report) {
  const budgets = []
  const check = (name, figure, budget, pass) => {
    // A figure that could not be measured (NaN) is reported as missing, neither PASS nor FAIL.
    if (/n\/a|NaN/.test(String(figure))) pass = null
    budgets.push({ name, figure, budget, pass })
    return verdict(pass)
  }
  const parts = []

  if (report.firstLoad) {
    const rows = report.firstLoad.map((r) => {
      const pass = r.app.total / 1024 <= BUDGETS.firstLoadKb
      check(
        `first load ${r.route} (${r.visit})`,
        kB(r.app.total),
        `≤ ${BUDGETS.firstLoadKb} kB`,
        pass,
      )
      return [
        r.route,
        r.visit,
        kB(r.app.js),
        kB(r.app.css),
        String(r.app.requests),
        `**${kB(r.app.total)}** ≤ ${BUDGETS.firstLoadKb} kB ${verdict(pass)}`,
        `${kB(r.appLater.total)} / ${r.appLater.requests}`,
        `${kB(r.mock.total)} / ${r.mock.requests}`,
        `${kB(r.fonts.gzip)} / ${r.fonts.requests}`,
        String(r.apiRequests),
        ms(r.fcp),
        ms(r.mockApiReady),
      ]
    })
    parts.push(
      '## First load (phone viewport, empty cache, gzip). First load = entry + its static imports + the lazy app chunks fetched before FCP (route screen, translations) with theirs; then what the app fetches after the first paint, and what the mock API adds, until the page settles\n\n' +
        table(
          [
            'route',
            'visit',
            'JS',
            'CSS',
            'reqs',
            'first load JS+CSS vs budget',
            'app, after first paint (kB / reqs)',
            'mock API adds (kB / reqs)',
            'fonts',
            'API calls',
            'FCP',
            'mock API ready',
          ],
          rows,
        ),
    )
  }

  if (report.lighthouse) {
    const rows = report.lighthouse.map((r) => {
      const min = r.formFactor === 'mobile' ? BUDGETS.lighthouseMobile : BUDGETS.lighthouseDesktop
      const pass = r.score >= min
      check(`Lighthouse ${r.formFactor} ${r.route}`, String(r.score), `≥ ${min}`, pass)
      return [
        r.formFactor,
        r.route,
        `**${r.score}** ≥ ${min} ${verdict(pass)}`,
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
        r.cls.toFixed(3),
        String(r.runs),
        Number.isFinite(r.benchmarkIndex) ? String(Math.round(r.benchmarkIndex)) : 'n/a',
        r.lcpElement ? `\`${r.lcpElement.replace(/\|/g, '\\|').slice(0, 60)}\`` : '',
      ]
    })
    parts.push(
      `## Lighthouse ${report.meta.lighthouseVersion} (performance; median of ${report.meta.runs} run(s); first visit)\n\n` +
        table(
          [
            'form factor',
            'route',
            'score vs budget',
            'FCP',
            'LCP',
            'TBT',
            'CLS',
            'runs',
            'benchmarkIndex',
            'LCP element',
          ],
          rows,
        ),
    )
  }

  if (report.interactions) {
    const rows = []
    for (const r of Object.values(report.interactions)) {
      const x = `${r.rate}×`
      const key = BUDGETS.keyP95[r.rate]
      for (const [label, s] of [
        ['typing in /search: key → next paint', r.searchKeys],
        ['typing in /players filter: key → next paint', r.playersKeys],
      ]) {
        const pass = s.p95 <= key
        rows.push([
          x,
          label,
          String(s.n),
          ms(s.p50),
          `**${ms(s.p95)}**`,
          ms(s.max),
          `p95 ≤ ${key} ms ${check(`${label} ${x}`, ms(s.p95), `p95 ≤ ${key} ms`, pass)}`,
        ])
      }
      const rc = r.routeChange
      const rcPass = r.rate === 1 ? rc.p95 <= BUDGETS.routeChange1x : null
      rows.push([
        x,
        'route change: nav click → new h1 painted',
        String(rc.n),
        ms(rc.p50),
        `**${ms(rc.p95)}**`,
        ms(rc.max),
        r.rate === 1
          ? `p95 ≤ ${BUDGETS.routeChange1x} ms ${check(`route change ${x}`, ms(rc.p95), `≤ ${BUDGETS.routeChange1x} ms`, rcPass)}`
          : '(budget at 1×)',
      ])
      const mp = r.messagesPanel
      rows.push([
        x,
        'messages panel: click → conversations painted',
        String(mp.n),
        ms(mp.p50),
        ms(mp.p95),
        ms(mp.max),
        '(no budget)',
      ])
      const pf = r.largePlayersFilter
      const pfPass = r.rate === 1 ? pf.p95 <= BUDGETS.playersFilter1x : null
      rows.push([
        x,
        `large seed (${r.largePlayersTotal ?? '10,000+'} players): position filter → rows painted`,
        String(pf.n),
        ms(pf.p50),
        `**${ms(pf.p95)}**`,
        ms(pf.max),
        r.rate === 1
          ? `p95 ≤ ${BUDGETS.playersFilter1x} ms ${check(`players filter large seed ${x}`, ms(pf.p95), `≤ ${BUDGETS.playersFilter1x} ms`, pfPass)}`
          : '(budget at 1×)',
      ])
      const lo = r.longConversationOpen
      const loPass = r.rate === 1 ? lo.ms <= BUDGETS.longConversationOpen : null
      rows.push([
        x,
        `large seed: open the ${lo.messages}-message conversation (${lo.inDom ?? lo.messages} bubbles in the DOM) → painted`,
        '1',
        '',
        `**${ms(lo.ms)}**`,
        `longest task ${ms(Math.max(0, ...r.longConversationOpenLongTasks.map((t) => t.duration)))}`,
        r.rate === 1
          ? `≤ ${BUDGETS.longConversationOpen} ms ${check(`long conversation opens ${x}`, ms(lo.ms), `≤ ${BUDGETS.longConversationOpen} ms`, loPass)}`
          : '(budget at 1×)',
      ])
      const sc = r.longConversationScroll
      const scPass = r.rate === 1 ? sc.longTasks <= BUDGETS.longConversationScrollLongTasks : null
      rows.push([
        x,
        `large seed: scroll it (${sc.wheelSteps} wheel steps)`,
        String(sc.frames),
        `${sc.slowFrames} frames > 50 ms`,
        `**${sc.longTasks} long tasks**`,
        `longest task ${ms(sc.longestTask)}, frame ${ms(sc.longestFrame)}`,
        r.rate === 1
          ? `no long task ${check(`long conversation scroll ${x}`, `${sc.longTasks} long tasks`, '0 long tasks', scPass)}`
          : '(budget at 1×)',
      ])
    }
    parts.push(
      '## Interactions (desktop viewport, mock API latency 0; "next paint" includes waiting for the frame)\n\n' +
        table(['CPU', 'what', 'n', 'p50', 'p95 / figure', 'max / detail', 'budget'], rows),
    )
  }

  for (const r of Object.values(report.interactions ?? {}))
    for (const error of r.errors ?? [])
      parts.push(`Interactions at ${r.rate}× stopped early: ${error}`)
  const failed = budgets.filter((b) => b.pass === false)
  parts.push(
    `## Budgets: ${budgets.filter((b) => b.pass === true).length} pass, ${failed.length} fail\n` +
      (failed.length
        ? failed.map((b) => `- FAIL ${b.name}: ${b.figure} (budget ${b.budget})`).join('\n')
        : '- all met'),
  )
  return { text: parts.join('\n\n'), budgets }
}
