'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { createSubmitter, type FormKind } from '@/lib/forms/submit';
import type { CateringRequestInput } from '@/lib/validation/catering';
import type { ContactMessageInput } from '@/lib/validation/contact';

const loadResolvers = () => import('./resolvers');

type FormInput = { catering: CateringRequestInput; contact: ContactMessageInput };

/**
 * The form's zodResolver, loaded the first time it is needed (and as soon as the visitor starts on
 * the form, see useFormSubmit), so zod stays out of the page's first JavaScript and its start-up. If it cannot load (the
 * connection dropped after the page did), the form is sent unchecked: the server checks it with
 * the same schema and its answer shows under the fields, so nothing is lost.
 */
export function lazyResolver<K extends FormKind>(kind: K): Resolver<FormInput[K], unknown, FormInput[K]> {
  return async (values, context, options) => {
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

type Focus = 'alert' | 'heading' | null;

/**
 * What both forms pass to useForm. shouldUnregister: a field the visitor's choices hide is
 * neither checked nor sent. shouldFocusError is off because react-hook-form focuses in the order
 * fields were registered, and a field that appears later (the shop, once a type is chosen) sits
 * higher up the page: this hook focuses the first invalid field in page order instead.
 */
export const FORM_OPTIONS = { shouldUnregister: true, shouldFocusError: false } as const;

/** The form's field names in page order (a radio group once). */
function fieldOrder(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  return [...new Set(Array.from(form.elements, (el) => (el as HTMLInputElement).name).filter(Boolean))];
}

/**
 * The life of a form after its fields: validate (react-hook-form with the shared zod schema), send
 * once (createSubmitter: the forms' fixed error messages and one Idempotency-Key per submission), then
 * show the server's answer: the message in the alert, a 400's field messages under their fields,
 * or the sent view. Both forms use it; neither repeats any of this.
 */
export function useFormSubmit<T extends FieldValues>(kind: FormKind, form: UseFormReturn<T, unknown, T>, onSent: (values: T) => void) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const submitter = useRef<ReturnType<typeof createSubmitter> | null>(null);
  // Set synchronously on the first submit event: a second click that lands before React has
  // re-rendered the button as disabled is ignored, so a double click sends once.
  const busy = useRef(false);
  const done = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<Focus>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  // The page order of the fields at the last submit, for the alert's list of problems.
  const [order, setOrder] = useState<string[]>([]);

  function focusFirstOf(names: string[]) {
    const invalid = new Set(names);
    const first = formElement.current && Array.from(formElement.current.elements).find((el) => invalid.has((el as HTMLInputElement).name));
    (first as HTMLElement | undefined)?.focus();
  }

  // Move focus after the render that shows the new state, so it lands on what is now there.
  useEffect(() => {
    const target = focusNext.current === 'alert' ? alertRef.current : focusNext.current === 'heading' ? headingRef.current : null;
    focusNext.current = null;
    target?.focus();
  });

  async function send(values: T) {
    submitter.current ??= createSubmitter(`/api/${kind}`, kind);
    setStatus('sending');
    setMessage(null);
    const result = await submitter.current(values);
    if (result.ok) {
      // Stays busy until the visitor asks for a fresh form: a click that lands after the answer,
      // on the button that is about to disappear, must not submit the now empty form.
      done.current = true;
      onSent(values);
      focusNext.current = 'heading';
      setStatus('sent');
      return;
    }
    // The server's field messages go under the fields the visitor can see; focus the first.
    const shown = new Set(Object.keys(form.getValues()));
    const fieldErrors = Object.entries(result.fields).filter(([name]) => shown.has(name));
    for (const [name, text] of fieldErrors) form.setError(name as Path<T>, { type: 'server', message: text });
    if (fieldErrors.length > 0) focusFirstOf(fieldErrors.map(([name]) => name));
    else focusNext.current = 'alert';
    setMessage(result.message);
    setStatus('error');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    formElement.current = event.currentTarget;
    setOrder(fieldOrder(event.currentTarget));
    // An invalid form: focus its first invalid field; the alert lists them all.
    form
      .handleSubmit(send, (errors) => {
        setMessage(null);
        setStatus('idle');
        focusFirstOf(Object.keys(errors));
      })(event)
      .finally(() => {
        busy.current = done.current;
      });
  }

  /** Back from the sent view to the (already reset) form. */
  function startOver() {
    done.current = false;
    busy.current = false;
    focusNext.current = 'heading';
    setMessage(null);
    setStatus('idle');
  }

  // The visitor's first touch of the form fetches its checks, seconds before they are needed,
  // without taxing the page's start-up. (Safari does not focus a clicked button: pointerdown.)
  const warmUp = () => void loadResolvers().catch(() => {});
  const formProps = { noValidate: true, onSubmit, onFocus: warmUp, onPointerDown: warmUp, 'aria-busy': status === 'sending' };

  return { status, message, order, sending: status === 'sending', sent: status === 'sent', formProps, startOver, alertRef, headingRef };
}
