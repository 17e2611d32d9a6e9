'use client';

/** Retry / Try Again for a server-rendered error state: reloads the page. */
export function ReloadButton({ children, className = 'btn' }: { children: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
