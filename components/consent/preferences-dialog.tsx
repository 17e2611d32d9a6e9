'use client';

import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ConsentChoice } from '@/lib/consent/store';
import styles from './consent.module.css';

export function PreferencesDialog({ choice, onSave, onClose }: { choice: ConsentChoice | null; onSave: (c: { analytics: boolean; marketing: boolean }) => void; onClose: () => void }) {
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const id = useId();
  return (
    <Dialog open onClose={onClose} title="Cookie Preferences" testId="cookie-preferences">
      <div className={styles.category}>
        <input id={`${id}-essential`} type="checkbox" checked disabled />
        <label htmlFor={`${id}-essential`}>
          <strong>Essential</strong> (always on)
        </label>
        <p>Needed for the site to work, such as remembering this choice.</p>
      </div>
      <div className={styles.category}>
        <input id={`${id}-analytics`} type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
        <label htmlFor={`${id}-analytics`}>
          <strong>Analytics</strong>
        </label>
        <p>Anonymous page views and page speed, through Google Analytics. Off unless you turn it on.</p>
      </div>
      <div className={styles.category}>
        <input id={`${id}-marketing`} type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
        <label htmlFor={`${id}-marketing`}>
          <strong>Marketing</strong>
        </label>
        <p>We do not use marketing cookies today; this setting is kept for the future.</p>
      </div>
      <button type="button" className={`btn ${styles.save}`} onClick={() => onSave({ analytics, marketing })}>
        Save Preferences
      </button>
    </Dialog>
  );
}

