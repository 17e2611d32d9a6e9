import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and pg has optional native bindings: load both from
  // node_modules at run time instead of bundling them.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The migrations are read from disk at start-up; make sure serverless bundles carry them.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*'] },
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
