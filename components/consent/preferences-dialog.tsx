'use client';

import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ConsentChoice } from '@/lib/consent/store';
import styles from './consent.module.css';

export function PreferencesDialog({ choice, onSave, onClose }: { choice: ConsentChoice | null; onSave: (c: { analytics: boolean; marketing: boolean }) => void; onClose: () => void }) {
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const id = useId();
  const categories: { key: string; name: string; note: string; checked: boolean; onChange?: (on: boolean) => void }[] = [
    { key: 'essential', name: 'Essential', note: 'Needed for the site to work, such as remembering this choice.', checked: true },
    { key: 'analytics', name: 'Analytics', note: 'Anonymous page views and page speed, through Google Analytics. Off unless you turn it on.', checked: analytics, onChange: setAnalytics },
    { key: 'marketing', name: 'Marketing', note: 'We do not use marketing cookies today; this setting is kept for the future.', checked: marketing, onChange: setMarketing },
  ];
  return (
    <Dialog open onClose={onClose} title="Cookie Preferences" testId="cookie-preferences">
      {categories.map((c) => (
        <div key={c.key} className={styles.category}>
          {/* The line under each choice is read with it, not only when the reader reaches it. */}
          <input id={`${id}-${c.key}`} type="checkbox" checked={c.checked} disabled={!c.onChange} onChange={c.onChange && ((e) => c.onChange!(e.target.checked))} aria-describedby={`${id}-${c.key}-note`} />
          <label htmlFor={`${id}-${c.key}`}>
            <strong>{c.name}</strong>
            {c.onChange ? null : ' (always on)'}
          </label>
          <p id={`${id}-${c.key}-note`}>{c.note}</p>
        </div>
      ))}
      <button type="button" className={`btn ${styles.save}`} onClick={() => onSave({ analytics, marketing })}>
        Save Preferences
      </button>
    </Dialog>
  );
}

