'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import styles from './menu.module.css';

export type CategoryOption = { slug: string; category: string };

/** The phone's category picker: replaces the history entry and scrolls to the top. */
export function CategorySelect({ categories, current }: { categories: CategoryOption[]; current: string | null }) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className={`field ${styles.select}`}>
      <label htmlFor={id}>Browse the menu</label>
      {/* Keyed by the route's category so it shows the page's category again after navigating. */}
      <select
        key={current ?? ''}
        id={id}
        defaultValue={current ?? ''}
        onChange={(e) => {
          const slug = e.target.value;
          // The top of the page, not Next's scroll to the changed segment, which stops below
          // whatever sits above it (the holiday notice in the week before a closure).
          startTransition(() => router.replace(slug ? `/menu/${slug}` : '/menu', { scroll: false }));
          window.scrollTo({ top: 0 });
        }}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.category}
          </option>
        ))}
      </select>
      <span data-pending={pending ? '' : undefined} aria-hidden="true" />
    </div>
  );
}
