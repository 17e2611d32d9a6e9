import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Internal links go through components/ui/link.tsx: plain links that one listener hands to the
  // router (it says why), never a <Link> each.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link' (it says why)." }] },
      ],
    },
  },
  { ignores: ['.bench/**', '.next/**', 'node_modules/**', 'reports/**', 'drizzle/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];
export default config;
