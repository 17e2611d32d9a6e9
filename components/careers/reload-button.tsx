'use client';

/** Retry for a server-rendered error state: reload the page so the server reads the data again. */
export function ReloadButton({ label = 'Retry', className = 'btn' }: { label?: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
