'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useTransition, type KeyboardEvent } from 'react';
import styles from './menu.module.css';

export type CategoryOption = { slug: string; category: string };

/**
 * The phone's category picker: replaces the history entry and scrolls to the top.
 *
 * A pick from the picker's list (a tap, a click, or Enter in the open list) opens the category at
 * once. Arrow keys on the closed field only move the choice, as they change its value right away
 * in some browsers: a keyboard user looks through the list without leaving the page, and Enter
 * opens the category shown. Keyboard focus stays on the field: the next category's page draws a
 * field of its own, which takes the focus when the category was opened from the keyboard (Enter on
 * the field, or a pick from the list opened with a key).
 */
let focusFieldOf: string | null = null;

export function CategorySelect({ categories, current }: { categories: CategoryOption[]; current: string | null }) {
  const router = useRouter();
  const id = useId();
  const field = useRef<HTMLSelectElement>(null);
  // The category this picker last opened, so a choice is followed once, whichever way it came.
  const opened = useRef<string | null>(null);
  // True from a key press until the browser's next task: a change that comes with the key itself
  // was made by arrowing through the closed field (a change from an open list comes later).
  const keyed = useRef(false);
  // How the visitor last touched the field: a category opened from the keyboard hands focus on.
  const lastInput = useRef<'key' | 'pointer' | null>(null);
  const [pending, startTransition] = useTransition();
  const here = current ?? '';
  const open = (slug: string) => {
    opened.current = slug;
    focusFieldOf = lastInput.current === 'key' ? slug : null;
    // The top of the page, not Next's scroll to the changed segment, which stops below
    // whatever sits above it (the holiday notice in the week before a closure).
    startTransition(() => router.replace(slug ? `/menu/${slug}` : '/menu', { scroll: false }));
    window.scrollTo({ top: 0 });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    lastInput.current = 'key';
    if (e.key === 'Enter') {
      const picked = e.currentTarget.value;
      if (picked !== here && picked !== opened.current) {
        e.preventDefault();
        open(picked);
      }
      return;
    }
    keyed.current = true;
    setTimeout(() => (keyed.current = false), 0);
  };
  // Leaving the field without Enter leaves the page as it is: the field shows its category again.
  const onBlur = () => {
    const select = field.current;
    if (select && select.value !== here && select.value !== opened.current) select.value = here;
  };
  // On a slow phone a visitor can pick a category before the page's scripts have run: the field
  // keeps the choice, but nothing heard it. Once they run, the choice is followed, unless the
  // change event already was (a pick during hydration is replayed to onChange) or this ran once
  // already (React runs effects twice in development). Later, when the page's category changes
  // (a pick, or Back), the field shows it.
  const shown = useRef<string | null>(null);
  const followEarlyPick = useEffectEvent(() => {
    const picked = field.current?.value;
    if (picked !== undefined && picked !== here && picked !== opened.current) open(picked);
  });
  useEffect(() => {
    if (shown.current === null) {
      followEarlyPick();
      // The field of the category the keyboard opened takes the focus; any other forgets it.
      if (focusFieldOf === here) field.current?.focus({ preventScroll: true });
      focusFieldOf = null;
    } else if (shown.current !== here && field.current) {
      field.current.value = here;
    }
    shown.current = here;
  }, [here]);
  return (
    <div className={`field ${styles.select}`}>
      <label htmlFor={id}>Browse the menu</label>
      <select
        ref={field}
        id={id}
        aria-describedby={`${id}-how`}
        defaultValue={here}
        onChange={(e) => {
          if (!keyed.current) open(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onPointerDown={() => (lastInput.current = 'pointer')}
        onBlur={onBlur}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.category}
          </option>
        ))}
      </select>
      {/* Arrowing through the closed field opens nothing, so a keyboard user hears what does. */}
      <span id={`${id}-how`} className="visually-hidden">
        A category opens when you pick it. With the arrow keys, press Enter to open the one shown.
      </span>
      <span data-pending={pending ? '' : undefined} aria-hidden="true" />
    </div>
  );
}
