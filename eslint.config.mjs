import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import astro from 'eslint-plugin-astro'

const config = [
  ...nextVitals,
  ...nextTypescript,
  ...astro.configs.recommended,
  {
    // An Astro layout writes its document's <head> itself; next/head is for Next's pages.
    files: ['**/*.astro'],
    rules: { '@next/next/no-head-element': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.astro/**',
      '.astro-dist/**',
      '.bench-data/**',
      'node_modules/**',
      'data/**',
      '.e2e-data/**',
      '.cluster-data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
