'use client';

import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ShopChoice } from '@/lib/forms/shops';
import styles from './forms.module.css';

/**
 * The form fields both forms are built from. Each one wires its label, hint and error to the
 * control (htmlFor, aria-invalid, aria-describedby), so no form repeats that plumbing, and
 * renders its form's default value into the HTML (FormDefaults), so the server's page shows the
 * values before, and without, JavaScript: react-hook-form only sets them once it has hydrated.
 */

/** The form's current default values by field name (react-hook-form's formState.defaultValues). */
export const FormDefaults = createContext<Record<string, unknown> | undefined>(undefined);

function useDefault(registration: UseFormRegisterReturn): unknown {
  return useContext(FormDefaults)?.[registration.name];
}
const asText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

type Common = {
  label: string;
  /** react-hook-form's register(name): name, ref, onChange, onBlur. */
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

type ControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/** The red asterisk; screen readers hear "required" from the control itself instead. */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** Ids for the hint and the error, and the props that point the control at them. */
function useDescribed(error: string | undefined, hint: string | undefined, required: boolean | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // Said outright, also when false: a browser reads a required select still on its empty first
  // option as invalid on its own, and would call an untouched field wrong before any check ran.
  const control: ControlProps = { id, required: required || undefined, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) };
  return { id, hintId, errorId, control };
}

function Hint({ id, children }: { id?: string; children?: string }) {
  return id ? (
    <p id={id} className="field-hint">
      {children}
    </p>
  ) : null;
}

function ErrorText({ id, children }: { id?: string; children?: string }) {
  return id ? (
    <p id={id} className="field-error">
      {children}
    </p>
  ) : null;
}

/** Label, hint, the control (rendered by `children` with the wiring props) and the error. */
function Field({ label, error, hint, required, className, children }: Omit<Common, 'registration'> & { children: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, control } = useDescribed(error, hint, required);
  return (
    <div className={['field', styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(control)}
      <Hint id={hintId}>{hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'className'>;

export function TextField({ label, registration, error, hint, required, className, type = 'text', ...input }: Common & InputAttributes) {
  const value = asText(useDefault(registration));
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input type={type} defaultValue={value} {...input} {...registration} {...control} />}
    </Field>
  );
}

export type Choice = { value: string; label: string };

export function SelectField({
  label,
  registration,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: Common & { options: readonly Choice[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required' | 'className'>) {
  const value = asText(useDefault(registration));
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select defaultValue={value} {...select} {...registration} {...control}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The shop a request or message is about: one of the seven, by slug. */
export function ShopSelect({ shops, ...field }: Omit<Common, 'label'> & { shops: readonly ShopChoice[] }) {
  return <SelectField label="Kinder's location" placeholder="Select a location" options={shops.map((s) => ({ value: s.slug, label: s.name }))} {...field} />;
}

export function TextArea({ label, registration, error, hint, required, className, ...textarea }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | 'className'>) {
  const value = asText(useDefault(registration));
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea defaultValue={value} {...textarea} {...registration} {...control} />}
    </Field>
  );
}

/** A single checkbox with its label beside it. */
export function Checkbox({ label, registration, error, hint, className }: Omit<Common, 'required'>) {
  const { hintId, errorId, control } = useDescribed(error, hint, false);
  const checked = useDefault(registration) === true;
  return (
    <div className={['field', styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" defaultChecked={checked} {...registration} {...control} />
      <label htmlFor={control.id}>{label}</label>
      <Hint id={hintId}>{hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

/** One choice of several, as large tappable cards; the group carries the error. */
export function RadioCards({ label, registration, error, hint, required, className, options }: Common & { options: readonly (Choice & { description?: string })[] }) {
  const { id, hintId, errorId, control } = useDescribed(error, hint, required);
  const chosen = useDefault(registration);
  return (
    <fieldset
      className={['field', styles.radios, className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
    >
      <legend>
        {label}
        {required && <RequiredMark />}
      </legend>
      <Hint id={hintId}>{hint}</Hint>
      {/* Above the cards: the focus goes to the first card, and on a phone the line under the
          last card would be out of sight. */}
      <ErrorText id={errorId}>{error}</ErrorText>
      <div className={styles.cards}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.card} htmlFor={`${id}-${i}`}>
            <input type="radio" id={`${id}-${i}`} value={o.value} defaultChecked={chosen === o.value} {...registration} />
            <span className={styles.cardText}>
              <span className={styles.cardLabel}>{o.label}</span>
              {o.description && <span className={styles.cardDescription}>{o.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The honeypot: off-screen, out of the tab order, hidden from assistive technology and from
 * autofill, so only a bot fills it in. The server stores such a submission as spam.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input type="text" id={id} tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
