'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { focusMainOnArrival } from '@/components/ui/client-navigation';
import styles from './location-jump.module.css';

export type JumpOption = { slug: string; name: string };

/**
 * The contact page's shop finder: choose a shop, then View Location opens /locations/{slug}.
 * Choosing alone does not navigate (WCAG 3.2.2: arrowing through a select must not change the
 * page). Without JavaScript the form still works: GET /locations?shop={slug} redirects there.
 */
export function LocationJump({ options, label, placeholder, button }: { options: JumpOption[]; label: string; placeholder: string; button: string }) {
  const router = useRouter();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState(false);
  const id = useId();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!slug) return setError(true);
    focusMainOnArrival();
    router.push(`/locations/${slug}`);
  };

  return (
    <form action="/locations" method="get" className={styles.form} onSubmit={submit} noValidate>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-shop`}>{label}</label>
        <select
          id={`${id}-shop`}
          name="shop"
          value={slug}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setSlug(e.target.value);
            setError(false);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.name}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            Please choose a location.
          </p>
        )}
      </div>
      <button type="submit" className={`btn ${styles.button}`}>
        {button}
      </button>
    </form>
  );
}
