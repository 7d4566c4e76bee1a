import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  // The MDX pages (Introduction, Foundations) are docs only; the Vitest plugin runs no .mdx file.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // TypeScript 7 has no compiler API for react-docgen-typescript; the default react-docgen works.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
}

export default config
