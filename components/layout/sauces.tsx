'use client';

import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Dialog } from '@/components/ui/dialog';
import { usePageChanged } from '@/components/ui/page-change';
import styles from './header.module.css';

export const SAUCES_TITLE = "You're Leaving Our Site. Bring Napkins.";

function SaucesDialog({ open, onClose, url }: { open: boolean; onClose: () => void; url: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={SAUCES_TITLE}
      // Heard with the title as the dialog opens, before its first button, which takes the focus.
      description="You're headed to our official shop for BBQ sauces, rubs and marinades. It opens in a new tab, so this page stays right here."
      testId="sauces-dialog"
    >
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

/** Opens the header's one Sauces dialog; null outside a SaucesProvider. */
const OpenSauces = createContext<(() => void) | null>(null);

/**
 * The header's one Sauces dialog, for both of its Sauces links (the desktop bar's and the mobile
 * menu's): one dialog in the page and one to hydrate, not one per link.
 */
export function SaucesProvider({ url, children }: { url: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  if (usePageChanged() && open) setOpen(false);
  return (
    <OpenSauces value={show}>
      {children}
      <SaucesDialog open={open} onClose={() => setOpen(false)} url={url} />
    </OpenSauces>
  );
}

/**
 * A Sauces link: confirms before sending the visitor to the external shop. Before the page is
 * interactive, or outside a SaucesProvider, it is a plain link that opens the shop in a new tab.
 * `onOpen` runs first (the mobile menu closes itself).
 */
export function SaucesLink({ url, className, onOpen }: { url: string; className?: string; onOpen?: () => void }) {
  const show = use(OpenSauces);
  // Screen readers announce that it opens a dialog, but only once it does: before that, it leaves.
  const opensDialog = useHydrated() && show !== null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={(e) => {
        // A click with a modifier key asks for the link itself (a new tab or window), as it does
        // of any link; a middle click never comes here.
        if (!show || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen?.();
        show();
      }}
    >
      Sauces
    </a>
  );
}
