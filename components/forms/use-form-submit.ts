'use client';

import { useActionState, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, Resolver, UseFormReturn } from 'react-hook-form';
import { IDEMPOTENCY_FIELD, type FormAction, type FormState } from '@/lib/forms/form-state';
import { createSubmitter, type FormKind } from '@/lib/forms/submit';
import { within } from '@/lib/deadline';
import { forgetDraft, pendingSendMemory, useDraft } from './draft';
import { frameHeadingId } from './frame-id';
import { UNFINISHED_INPUT } from '@/lib/forms/unfinished';
import { shownCateringFields, shownContactFields } from '@/lib/validation/choices';
import type { CateringRequestInput } from '@/lib/validation/catering';
import type { ContactMessageInput } from '@/lib/validation/contact';

/**
 * How long a submit waits for the form's checks to download. On a connection that hangs the
 * download would never settle and the button would do nothing at all: the form is then sent
 * unchecked, as when the download fails.
 */
export const RESOLVERS_WAIT_MS = 5_000;
const loadResolvers = () => within(import('./resolvers'), RESOLVERS_WAIT_MS, "the form's checks");

type FormInput = { catering: CateringRequestInput; contact: ContactMessageInput };

/** Each form's values without the fields its choices hide: what is checked and sent. */
const SHOWN: { [K in FormKind]: <T>(values: T) => T } = { catering: shownCateringFields, contact: shownContactFields };

/**
 * The form's zodResolver over the fields the visitor can see (SHOWN), loaded the first time it is
 * needed (and as soon as the visitor starts on the form, see useFormSubmit), so zod stays out of
 * the page's first JavaScript and its start-up. If it cannot load (the connection dropped after
 * the page did), the form is sent unchecked: the server checks it with the same schema and its
 * answer shows under the fields, so nothing is lost.
 */
export function lazyResolver<K extends FormKind>(kind: K): Resolver<FormInput[K], unknown, FormInput[K]> {
  return async (all, context, options) => {
    const values = SHOWN[kind](all);
    let resolver: Resolver<FormInput[K], unknown, FormInput[K]>;
    try {
      resolver = (await loadResolvers()).resolvers[kind] as unknown as Resolver<FormInput[K], unknown, FormInput[K]>;
    } catch (error) {
      console.error(`[forms] the ${kind} form's checks could not load; the server will check it`, error);
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'error';

/** Without a server action (the components' tests) the form is sent with JavaScript only. */
const keepState: FormAction = async (state) => state;

/**
 * The form's server action: where the browser posts the form itself when JavaScript is off or
 * not loaded yet. Its answer (`state`) is what the server rendered: the sent view, or the
 * message, field errors and values to show again. Once the visitor goes on with JavaScript
 * (submits again, or asks for a fresh form) that answer is set aside.
 */
export function useServerForm(action: FormAction | undefined, initial: FormState, pagePath: string, formId: string) {
  // The page's own address as the permalink: the form's action attribute (an empty one is not
  // valid HTML), and where the browser shows the answer: at the form's heading, with the server's
  // message or the sent view under it, not at the top of a page that looks as it did before.
  const permalink = `${pagePath}#${frameHeadingId(formId)}`;
  const [state, formAction] = useActionState(action ?? keepState, initial, permalink);
  const [dismissed, setDismissed] = useState<FormState | null>(null);
  const shown = dismissed === state ? null : state;
  const error = shown?.status === 'error' ? shown : null;
  // One object per answer: react-hook-form applies `errors` again whenever it is a new object.
  const errors = useMemo(
    () => (error?.fields ? Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, { type: 'server', message }])) : undefined),
    [error],
  );
  return {
    /** The server's answer, until the visitor moves on. */
    state: shown,
    formAction: action ? formAction : undefined,
    /** The Idempotency-Key the next post of the form carries. */
    postKey: state.key,
    dismiss: () => setDismissed(state),
    /** The form's starting values: what the visitor sent, after an error. */
    defaults<T extends object>(empty: T): T {
      return error?.values ? ({ ...empty, ...error.values } as T) : empty;
    },
    /** The server's field errors, in react-hook-form's shape. */
    fieldErrors<T extends FieldValues>(): FieldErrors<T> | undefined {
      return errors as FieldErrors<T> | undefined;
    },
  };
}

export type ServerForm = ReturnType<typeof useServerForm>;

/** Where focus goes after the next render: the alert, the heading, or the first of these fields. */
type Focus = 'alert' | 'heading' | { fields: string[] } | null;

/**
 * What both forms pass to useForm. A field the visitor's choices hide keeps what was typed in it
 * (react-hook-form's default, spelled out): one stray arrow key on the catering options must not
 * erase a venue. lazyResolver leaves such fields out of what is checked and sent.
 * shouldFocusError is off because react-hook-form focuses in the order fields were registered, and
 * a field that appears later (the shop, once a type is chosen) sits higher up the page: this hook
 * focuses the first invalid field in page order instead.
 */
export const FORM_OPTIONS = { shouldUnregister: false, shouldFocusError: false } as const;

/** The form's field names in page order (a radio group once). */
function fieldOrder(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  return [...new Set(Array.from(form.elements, (el) => (el as HTMLInputElement).name).filter(Boolean))];
}

/** The form's fields that hold an unfinished value, with what to say about each. */
function unfinishedFields(form: HTMLFormElement): [string, string][] {
  return Array.from(form.elements)
    .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.validity?.badInput === true && el.type in UNFINISHED_INPUT)
    .map((el) => [el.name, UNFINISHED_INPUT[el.type]]);
}

/** Messages of the fields that failed, in page order (then any field the page does not show). */
function errorMessages(errors: FieldErrors, order: string[]): string[] {
  const names = [...order.filter((n) => n in errors), ...Object.keys(errors).filter((n) => !order.includes(n))];
  return names.map((n) => errors[n]?.message).filter((m): m is string => typeof m === 'string' && m !== '');
}

/**
 * The life of a form after its fields: validate (react-hook-form with the shared zod schema), send
 * once (createSubmitter: the forms' fixed error messages and one Idempotency-Key per submission), then
 * show the server's answer: the message in the alert, a 400's field messages under their fields,
 * or the sent view. Both forms use it; neither repeats any of this.
 */
export function useFormSubmit<T extends FieldValues>(kind: FormKind, form: UseFormReturn<T, unknown, T>, onSent: (values: T) => void, server?: ServerForm) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // The stored submission's id, from the answer to the last send (the sent view shows it).
  const [sentId, setSentId] = useState<string | null>(null);
  const submitter = useRef<ReturnType<typeof createSubmitter> | null>(null);
  // Set synchronously on the first submit event and held until the answer: the button is only
  // aria-disabled while sending (it keeps the focus), so this is what makes a second click, or
  // Enter in a field, send nothing; a double click sends once.
  const busy = useRef(false);
  const done = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<Focus>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  // The fields to fix, as the last submit found them: the alert's list (see FormAlert).
  const [problems, setProblems] = useState<string[]>([]);

  /** The first of these fields in page order. */
  function firstOf(names: string[]): HTMLElement | undefined {
    const invalid = new Set(names);
    return (formElement.current && Array.from(formElement.current.elements).find((el) => invalid.has((el as HTMLInputElement).name))) as HTMLElement | undefined;
  }

  /**
   * Focus the first of these fields once the render that marks them invalid is done: a screen
   * reader then announces the field with its error, not as the plain field it was a moment before.
   */
  function focusFirstOf(names: string[]) {
    focusNext.current = { fields: names };
  }

  // What a visitor typed or chose before the page's scripts ran stays in the fields, and the form
  // reads it from them as it starts; but what follows a field (the lead-time notice, the fields
  // of a message type) was drawn with the starting value and is told only of changes. Once
  // started, the form tells it of each field that differs from its starting value: set back and
  // forth within one task, so nothing in between is drawn.
  useEffect(() => {
    const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
    for (const [name, value] of Object.entries(form.getValues())) {
      if (value === undefined || value === defaults[name]) continue;
      form.setValue(name as Path<T>, defaults[name] as PathValue<T, Path<T>>);
      form.setValue(name as Path<T>, value, { shouldDirty: true });
    }
    // Once, when the form starts: later changes reach them through the fields' own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A draft of this form from earlier in the tab comes back, unless the server answered a post.
  useDraft(kind, form, (server?.state?.status ?? 'idle') === 'idle');
  useEffect(() => {
    if (server?.state?.status === 'sent') forgetDraft(kind);
  }, [kind, server?.state]);

  // Move focus after the render that shows the new state, so it lands on what is now there.
  useEffect(() => {
    const next = focusNext.current;
    const target = next === 'alert' ? alertRef.current : next === 'heading' ? headingRef.current : next ? firstOf(next.fields) : null;
    focusNext.current = null;
    target?.focus();
  });

  async function send(values: T) {
    submitter.current ??= createSubmitter(`/api/${kind}`, kind, undefined, pendingSendMemory(kind));
    setStatus('sending');
    setMessage(null);
    const result = await submitter.current(values);
    if (result.ok) {
      // Stays busy until the visitor asks for a fresh form: a click that lands after the answer,
      // on the button that is about to disappear, must not submit the now empty form.
      done.current = true;
      setSentId(result.id);
      onSent(values);
      // Sent: nothing typed is left to keep.
      forgetDraft(kind);
      focusNext.current = 'heading';
      setStatus('sent');
      return;
    }
    // The server's field messages go under the fields the visitor can see (those in the form now);
    // focus the first.
    const shown = new Set(fieldOrder(formElement.current));
    const fieldErrors = Object.entries(result.fields).filter(([name]) => shown.has(name));
    for (const [name, text] of fieldErrors) form.setError(name as Path<T>, { type: 'server', message: text });
    if (fieldErrors.length > 0) focusFirstOf(fieldErrors.map(([name]) => name));
    else focusNext.current = 'alert';
    setMessage(result.message);
    setStatus('error');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the form is sent as JSON: the browser's own post (the server action) is off.
    event.preventDefault();
    if (busy.current) return;
    server?.dismiss();
    busy.current = true;
    formElement.current = event.currentTarget;
    const order = fieldOrder(event.currentTarget);
    const unfinished = unfinishedFields(event.currentTarget);
    setProblems([]);
    // An invalid form: focus its first invalid field; the alert lists them all.
    const refuse = (errors: FieldErrors) => {
      const all: FieldErrors = { ...errors };
      for (const [name, text] of unfinished) {
        form.setError(name as Path<T>, { type: 'unfinished', message: text });
        all[name] = { type: 'unfinished', message: text };
      }
      setMessage(null);
      setProblems(errorMessages(all, order));
      setStatus('idle');
      focusFirstOf(Object.keys(all));
    };
    form
      .handleSubmit((values) => (unfinished.length > 0 ? refuse({}) : send(values)), refuse)(event)
      .finally(() => {
        busy.current = done.current;
      });
  }

  /** Back from the sent view to the (already reset) form. */
  function startOver() {
    server?.dismiss();
    done.current = false;
    busy.current = false;
    focusNext.current = 'heading';
    setMessage(null);
    setProblems([]);
    setStatus('idle');
  }

  // The visitor's first touch of the form fetches its checks, seconds before they are needed,
  // without taxing the page's start-up. (Safari does not focus a clicked button: pointerdown.)
  const warmUp = () => void loadResolvers().catch(() => {});
  const formProps = { noValidate: true, action: server?.formAction, onSubmit, onFocus: warmUp, onPointerDown: warmUp, 'aria-busy': status === 'sending' };
  // What the server rendered after a post without JavaScript, while the visitor has not moved on.
  const sentByServer = status === 'idle' && server?.state?.status === 'sent';
  const serverMessage = status === 'idle' && server?.state?.status === 'error' ? (server.state.message ?? null) : null;

  return {
    status,
    message: message ?? serverMessage,
    problems,
    sending: status === 'sending',
    sent: status === 'sent' || sentByServer,
    /** The sent view came from the server: a catering request's shop is in its state. */
    serverSent: sentByServer ? server?.state : null,
    /** The sent submission's reference, when the answer gave it. */
    reference: status === 'sent' ? sentId : sentByServer ? (server?.state?.id ?? null) : null,
    formProps,
    /** The hidden field for the server action's Idempotency-Key (none without an action). */
    keyField: server?.formAction ? { name: IDEMPOTENCY_FIELD, value: server.postKey } : null,
    startOver,
    alertRef,
    headingRef,
  };
}
