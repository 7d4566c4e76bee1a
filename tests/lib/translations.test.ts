import { expect, test } from 'vitest'
import { resources } from '@/locales'

interface Tree {
  [key: string]: string | Tree
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    )
}

const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[]

test.each(namespaces)(
  'Spanish has every key English has in %s, with the same placeholders',
  (ns) => {
    const en = resources.en[ns] as Tree
    const es = resources.es[ns] as Tree
    for (const key of keys(en)) {
      const english = lookup(en, key)
      const spanish = lookup(es, key)
      expect(spanish, `es/${ns}.json lacks ${key}`).toEqual(expect.any(String))
      expect(placeholders(spanish as string), `${ns}:${key}`).toEqual(
        placeholders(english as string),
      )
    }
    expect(
      keys(es).filter((key) => lookup(en, key) === undefined),
      `es/${ns}.json keys English lacks`,
    ).toEqual([])
  },
)

test('no translation is empty', () => {
  for (const language of ['en', 'es'] as const) {
    for (const ns of namespaces) {
      for (const key of keys(resources[language][ns] as Tree)) {
        expect(
          (lookup(resources[language][ns] as Tree, key) as string).trim(),
          `${language}/${ns}:${key}`,
        ).not.toBe('')
      }
    }
  }
})
