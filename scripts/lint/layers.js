/**
 * The layer rules of src/ as import-x `no-restricted-paths` zones (eslint.config.js uses them; the
 * layer table in docs/architecture.md says the same in words). Each feature gets a zone of its own, so
 * a new feature folder is covered the day it is created.
 */
import { readdirSync } from 'node:fs'

const SHARED = ['./src/components', './src/lib', './src/api', './src/session', './src/locales']

const message = (why) => `${why} (docs/architecture.md, "Layers").`

/** @param {string} featuresDir the features folder, relative to the project root */
export function layerZones(featuresDir) {
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    ...features.map((feature) => ({
      target: `./${featuresDir}/${feature}`,
      from: `./${featuresDir}`,
      except: [`./${feature}`],
      message: message(
        'A feature never imports another feature: move what both need to a shared layer, or compose them in app/',
      ),
    })),
    {
      target: `./${featuresDir}`,
      from: './src/app',
      message: message('Only app/ composes: a feature never imports it'),
    },
    {
      target: SHARED,
      from: `./${featuresDir}`,
      message: message('A shared layer imports no feature'),
    },
    {
      target: ['./src/components', './src/lib', './src/api', './src/locales'],
      from: './src/app',
      message: message('Only app/ composes: a shared layer never imports it'),
    },
    {
      // The typed hooks' store types (type-only; eslint.config.js checks that part).
      target: './src/session',
      from: './src/app',
      except: ['./store.ts'],
      message: message('session/ takes only the store types from app/'),
    },
    {
      target: './src/components',
      from: [
        './src/session',
        './src/api/baseApi.ts',
        './src/api/endpoints',
        './src/api/url.ts',
        './src/api/apiReady.ts',
        './src/locales',
      ],
      message: message(
        'The kit holds no store and calls no API: it takes data and callbacks as props',
      ),
    },
    {
      target: './src/lib',
      from: [
        './src/components',
        './src/session',
        './src/locales',
        './src/api/baseApi.ts',
        './src/api/endpoints',
      ],
      message: message('lib/ is plain helpers: no UI, no store, no API calls'),
    },
    {
      target: './src/api',
      from: ['./src/components', './src/session', './src/locales'],
      message: message('api/ is the contract and its calls: no UI and no session'),
    },
    {
      target: './src/locales',
      from: ['./src/components', './src/session', './src/api'],
      message: message('locales/ is the text and its i18next instance: it needs only lib/'),
    },
  ]
}
