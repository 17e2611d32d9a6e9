'use client';

import { Link } from '@/components/ui/link';
import { useEffect } from 'react';

/**
 * The error page inside the site's shell: what happened, and two ways forward. Try Again asks the
 * server for the page again (Next's retry()): reset() alone would draw the same failed answer.
 */
export function ErrorView({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 720 }}>
        <p className="eyebrow">Something went wrong</p>
        <h1>The pit needs a minute.</h1>
        <p className="lead">This page could not load right now. Please try again, or head back home.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <button type="button" className="btn" onClick={() => retry()}>
            Try Again
          </button>
          <Link href="/" className="btn btn-outline">
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
