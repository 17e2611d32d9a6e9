import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Internal links go through components/ui/link.tsx, which turns off prefetching (it says why).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', importNames: ['default'], message: "Use { Link } from '@/components/ui/link': it turns off prefetching." }] },
      ],
    },
  },
  { ignores: ['.bench/**', '.next/**', 'node_modules/**', 'reports/**', 'drizzle/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];
export default config;
