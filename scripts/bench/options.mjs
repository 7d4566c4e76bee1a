/** Command-line flags of `npm run bench` (see `--help`). */
const HELP = `npm run bench -- [flags]
  --runs N         Lighthouse runs per route and form factor, median reported (default 3)
  --quick          one run of everything (Lighthouse runs 1, fewer interaction repetitions)
  --no-build       measure the dist/ already built
  --only LIST      sections to run, comma-separated: load,lighthouse,interactions (default all)
  --strict         exit 1 when a budget is missed (default: report only, exit 0)
  --api            also run npm run bench:api (the players list over the large seed in Node)
  --out FILE       JSON report path (default .bench/report.json, git-ignored)`

export function parseOptions(argv = process.argv.slice(2)) {
  const options = {
    runs: 3,
    quick: false,
    build: true,
    only: new Set(['load', 'lighthouse', 'interactions']),
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
          if (!['load', 'lighthouse', 'interactions'].includes(section))
            throw new Error(`--only: unknown section ${section}`)
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
