'use client';

/**
 * Last resort when the root layout itself fails: no shell, plain styles. Try Again asks the server
 * again. The tab and the history still need a name, and the layout's metadata is what failed.
 */
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  return (
    <html lang="en">
      <title>Something went wrong</title>
      <body style={{ fontFamily: 'system-ui, sans-serif', background: '#faf5ee', color: '#2e2e2e', padding: 32 }}>
        <h1>Something went wrong</h1>
        <p>Please try again in a moment.</p>
        <button type="button" onClick={() => retry()}>
          Try Again
        </button>
      </body>
    </html>
  );
}
