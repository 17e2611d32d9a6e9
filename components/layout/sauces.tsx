'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from './header.module.css';

export const SAUCES_TITLE = "You're Leaving Our Site. Bring Napkins.";

export function SaucesDialog({ open, onClose, url }: { open: boolean; onClose: () => void; url: string }) {
  return (
    <Dialog open={open} onClose={onClose} title={SAUCES_TITLE} testId="sauces-dialog">
      <p>You&apos;re headed to our official shop for BBQ sauces, rubs and marinades. It opens in a new tab, so this page stays right here.</p>
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Nah, I&apos;ll Stay
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            onClose();
            window.open(url, '_blank', 'noopener,noreferrer');
          }}
        >
          Go Forth to Sauces
        </button>
      </div>
    </Dialog>
  );
}

/** The header's Sauces link: confirms before sending the visitor to the external shop. */
export function SaucesLink({ url, className }: { url: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        Sauces
      </a>
      <SaucesDialog open={open} onClose={() => setOpen(false)} url={url} />
    </>
  );
}
