'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useTransition } from 'react';
import styles from './menu.module.css';

export type CategoryOption = { slug: string; category: string };

/** The phone's category picker: replaces the history entry and scrolls to the top. */
export function CategorySelect({ categories, current }: { categories: CategoryOption[]; current: string | null }) {
  const router = useRouter();
  const id = useId();
  const field = useRef<HTMLSelectElement>(null);
  // The category this picker last opened, so a choice is followed once, whichever way it came.
  const opened = useRef<string | null>(null);
  const [pending, startTransition] = useTransition();
  const open = (slug: string) => {
    opened.current = slug;
    // The top of the page, not Next's scroll to the changed segment, which stops below
    // whatever sits above it (the holiday notice in the week before a closure).
    startTransition(() => router.replace(slug ? `/menu/${slug}` : '/menu', { scroll: false }));
    window.scrollTo({ top: 0 });
  };
  // On a slow phone a visitor can pick a category before the page's scripts have run: the field
  // keeps the choice, but nothing heard it. Once they run, the choice is followed, unless the
  // change event already was (a pick during hydration is replayed to onChange) or this ran once
  // already (React runs effects twice in development).
  const followEarlyPick = useEffectEvent(() => {
    const picked = field.current?.value;
    if (picked !== undefined && picked !== (current ?? '') && picked !== opened.current) open(picked);
  });
  useEffect(() => followEarlyPick(), [current]);
  return (
    <div className={`field ${styles.select}`}>
      <label htmlFor={id}>Browse the menu</label>
      {/* Keyed by the route's category so it shows the page's category again after navigating. */}
      <select ref={field} key={current ?? ''} id={id} defaultValue={current ?? ''} onChange={(e) => open(e.target.value)}>
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
