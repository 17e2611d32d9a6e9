'use client';

import { useId, useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { wrapTabKey } from './focus-trap';
import { SITE_NODE } from './site-node';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title that screen readers announce with it (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  wide?: boolean;
  /** Extra class on the <dialog>, for a caller's own styling hook. */
  className?: string;
  testId?: string;
};

/**
 * A click on a modal <dialog>'s backdrop (the element itself, outside its inner box) closes it,
 * but only a whole click there: one that began on the backdrop too (a press inside that ends
 * outside, such as selecting text, is not one), and not the later clicks of a double click. The
 * first click of a double click opens a dialog; the second lands on its new backdrop.
 */
export function useBackdropClose(close: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (e: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = e.target === e.currentTarget;
    },
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      const whole = pressedOnBackdrop.current && e.target === e.currentTarget && e.detail <= 1;
      pressedOnBackdrop.current = false;
      if (whole) close();
    },
  };
}

/**
 * The one modal dialog of the site, on the native <dialog>: showModal() gives the focus trap,
 * Escape and the inert page; the browser returns focus to the opener on close. A click on the
 * backdrop (the dialog element itself, outside the inner box) closes it too. A caller may also
 * close it by unmounting it: the dialog is closed first, because a modal removed from the page
 * while open leaves the keyboard's focus on the page's body instead of on the opener.
 */
export function Dialog({ open, onClose, title, description, children, closeLabel = 'Close', wide, className, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const backdropClose = useBackdropClose(onClose);

  // One effect opens and closes, so the dialog is open exactly while `open` is (also when React
  // tears effects down and sets them up again). A layout effect's cleanup runs before React
  // removes the element, while close() can still hand focus back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description != null ? descriptionId : undefined}
      data-testid={testId}
      {...SITE_NODE}
      className={['theme-light', styles.dialog, wide ? styles.wide : '', className ?? ''].join(' ')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      {...backdropClose}
      onKeyDown={wrapTabKey}
    >
      <div className={styles.inner}>
        <button type="button" className={`${styles.close} js-only`} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description != null && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
