/**
 * `npm test` makes sure the browser tests have their browser first (scripts/ensure-browser.mjs): on a
 * machine without Chromium it installs Debian's where it can, and otherwise stops at once with the
 * command to run, instead of failing on the first story.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CHROMIUM, PACKAGES, decide } from '../../scripts/ensure-browser.mjs'

const debian = {
  chromiumPath: DEFAULT_CHROMIUM,
  chromiumFound: true,
  apt: true,
  missing: [] as string[],
  root: false,
  sudo: false,
}

describe('the browser tests’ browser', () => {
  it('is ready when Chromium and the fonts are installed', () => {
    expect(decide(debian)).toEqual({ action: 'ready' })
  })

  it('is installed by apt as root on a fresh machine: the browser and the baselines’ fonts', () => {
    expect(decide({ ...debian, chromiumFound: false, missing: PACKAGES, root: true })).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...PACKAGES],
      ],
    })
  })

  it('is installed through sudo when sudo asks no password, only what is missing', () => {
    const plan = decide({ ...debian, missing: ['fonts-noto-color-emoji'], sudo: true })
    expect(plan).toEqual({
      action: 'install',
      commands: [
        ['sudo', 'apt-get', 'update', '-qq'],
        ['sudo', 'apt-get', 'install', '-y', '-qq', 'fonts-noto-color-emoji'],
      ],
    })
  })

  it('stops at once with the one command to run when it cannot install', () => {
    const plan = decide({ ...debian, chromiumFound: false, missing: ['chromium'] })
    expect(plan.action).toBe('stop')
    expect(plan).toHaveProperty(
      'message',
      expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium'),
    )
  })

  it('stops, naming the path, when CHROMIUM_PATH points at nothing', () => {
    const plan = decide({
      ...debian,
      chromiumPath: '/opt/chrome',
      chromiumFound: false,
      root: true,
    })
    expect(plan).toEqual({
      action: 'stop',
      message: expect.stringContaining('/opt/chrome') as string,
    })
  })

  it('takes a Chromium of one’s own as it is, and a machine without apt that has one', () => {
    expect(decide({ ...debian, chromiumPath: '/opt/chrome', missing: PACKAGES })).toEqual({
      action: 'ready',
    })
    expect(decide({ ...debian, apt: false })).toEqual({ action: 'ready' })
    expect(decide({ ...debian, apt: false, chromiumFound: false }).action).toBe('stop')
  })
})
