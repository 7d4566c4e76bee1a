/** Command-line flags of `npm run bench` (see `--help`). */
export const CONFIGS = ['standalone', 'production', 'floor']
const SECTIONS = ['load', 'lighthouse', 'interactions']

const HELP = `npm run bench -- [flags]
  --config LIST    configurations to measure, comma-separated (default all):
                     standalone  the demo as published: the built app, its mock API in the page
                     production  the built app with VITE_API_URL at npm run api (no mock in the page)
                     floor       the smallest app of the same libraries (scripts/bench/floor/)
  --runs N         Lighthouse runs per route and form factor, median reported (default 3)
  --quick          one run of everything (Lighthouse runs 1, fewer interaction repetitions)
  --no-build       measure the builds already in .bench/ (the production one keeps its API's port)
  --only LIST      sections to run, comma-separated: load,lighthouse,interactions (default all;
                   the floor has no interactions)
  --strict         exit 1 when a budget is missed (default: report only, exit 0)
  --api            also run npm run bench:api (the players list over the large seed in Node)
  --out FILE       JSON report path (default .bench/report.json, git-ignored)`

export function parseOptions(argv = process.argv.slice(2)) {
  const options = {
    runs: 3,
    quick: false,
    build: true,
    configs: new Set(CONFIGS),
    only: new Set(SECTIONS),
    strict: false,
    api: false,
    out: '.bench/report.json',
  }
  const value = (i, flag) => {
    const next = argv[i + 1]
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`)
    return next
  }
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2)
    const take = () => inline ?? value(i++, flag)
    switch (flag) {
      case '--runs':
        options.runs = Number(take())
        if (!Number.isInteger(options.runs) || options.runs < 1)
          throw new Error('--runs: 1 or more')
        break
      case '--quick':
        options.quick = true
        break
      case '--no-build':
        options.build = false
        break
      case '--only':
        options.only = new Set(take().split(','))
        for (const section of options.only)
          if (!SECTIONS.includes(section)) throw new Error(`--only: unknown section ${section}`)
        break
      case '--config':
        options.configs = new Set(take().split(','))
        for (const config of options.configs)
          if (!CONFIGS.includes(config))
            throw new Error(`--config: unknown configuration ${config}`)
        break
      case '--strict':
        options.strict = true
        break
      case '--api':
        options.api = true
        break
      case '--out':
        options.out = take()
        break
      case '--help':
      case '-h':
        console.log(HELP)
        process.exit(0)
        break
      default:
        throw new Error(`unknown flag ${argv[i]}\n${HELP}`)
    }
  }
  if (options.quick && !argv.some((a) => a.startsWith('--runs'))) options.runs = 1
  return options
}
