'use client';

import type { ReactNode, RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDefaults, Honeypot, RequiredMark } from './fields';
import { frameHeadingId } from './frame-id';
import type { useFormSubmit } from './use-form-submit';
import styles from './forms.module.css';

/** The card a form lives in; its heading changes with the form's state and takes focus then. */
export function FormFrame({ id, heading, headingRef, children }: { id: string; heading: string; headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <section className={`card ${styles.frame}`} aria-labelledby={frameHeadingId(id)} data-testid={id}>
      <h2 id={frameHeadingId(id)} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function RequiredNote() {
  return (
    <p className={`field-hint ${styles.requiredNote}`}>
      Fields marked <RequiredMark /> <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}

/**
 * One live region for everything that stops a submission: the server's message (exactly as
 * lib/forms/submit.ts words it), or, after a failed check in the browser, a summary of the fields
 * to fix. Always in the page, so screen readers announce what appears in it. The summary is the
 * one taken at the submit (useFormSubmit): it changes with the next submit, not as each field is
 * put right, which would interrupt a screen reader's user at every keystroke; the messages under
 * the fields follow the typing.
 */
export function FormAlert({ message, problems: summary, alertRef }: { message: string | null; problems: string[]; alertRef: RefObject<HTMLDivElement | null> }) {
  const problems = message ? [] : summary;
  const visible = !!message || problems.length > 0;
  return (
    <div ref={alertRef} role="alert" tabIndex={-1} className={visible ? `notice notice-error ${styles.alert}` : styles.alertEmpty} data-testid="form-alert">
      {message && <p>{message}</p>}
      {problems.length > 0 && (
        <>
          <p>{problems.length === 1 ? 'Please correct this field:' : `Please correct these ${problems.length} fields:`}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Disabled while sending as assistive technology and the form know it (aria-disabled; the form
 * sends nothing more while busy), not with the attribute: a disabled button lets go of the focus,
 * and a keyboard or screen reader visitor who pressed it would be left on nothing until the answer.
 */
export function SubmitButton({ sending, label, sendingLabel }: { sending: boolean; label: string; sendingLabel: string }) {
  return (
    <button type="submit" className={`btn ${styles.submit}`} aria-disabled={sending || undefined}>
      {sending ? sendingLabel : label}
    </button>
  );
}

/** The end of every form: the honeypot, the alert, the submit button and an optional line beside it. */
export function FormEnd({
  honeypot,
  submit,
  label,
  sendingLabel,
  note,
}: {
  honeypot: UseFormRegisterReturn;
  submit: Pick<ReturnType<typeof useFormSubmit>, 'message' | 'problems' | 'alertRef' | 'sending' | 'keyField'>;
  label: string;
  sendingLabel: string;
  note?: string;
}) {
  return (
    <>
      <Honeypot registration={honeypot} />
      {submit.keyField && <input type="hidden" {...submit.keyField} />}
      <FormAlert message={submit.message} problems={submit.problems} alertRef={submit.alertRef} />
      <div className={styles.actions}>
        <SubmitButton sending={submit.sending} label={label} sendingLabel={sendingLabel} />
        {note && <p className={`muted ${styles.promise}`}>{note}</p>}
      </div>
    </>
  );
}

/**
 * The <form> itself: posted as JSON by the hook with JavaScript, or by the browser to the form's
 * server action without it. Its fields show the form's default values in the server's HTML.
 */
export function ProgressiveForm({
  submit,
  defaults,
  className,
  children,
}: {
  submit: Pick<ReturnType<typeof useFormSubmit>, 'formProps'>;
  defaults: Record<string, unknown> | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormDefaults value={defaults}>
      <form className={className} {...submit.formProps}>
        {children}
      </form>
    </FormDefaults>
  );
}

/**
 * What replaces the form once it is sent, with a way back to an empty form: a link to the page
 * (it works without JavaScript), which with JavaScript resets the form in place instead. The
 * stored submission's reference, when the answer gave it, is the one the team's e-mail names: a
 * visitor who calls about their request can give it.
 */
export function SentView({ children, reference, againLabel, againHref, onAgain }: { children: ReactNode; reference: string | null; againLabel: string; againHref: string; onAgain: () => void }) {
  return (
    <div className={styles.sent} data-testid="form-sent">
      <span className={styles.sentMark} aria-hidden="true">
        ✓
      </span>
      <div className={styles.sentBody}>
        {children}
        {reference && (
          <p className={styles.reference} data-testid="sent-reference">
            Your reference is <strong>{reference}</strong>. Give it if you call or write about this.
          </p>
        )}
        <a
          href={againHref}
          role="button"
          className="btn btn-outline"
          onClick={(event) => {
            event.preventDefault();
            onAgain();
          }}
          // A button answers Space as well as Enter.
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            onAgain();
          }}
        >
          {againLabel}
        </a>
      </div>
    </div>
  );
}
