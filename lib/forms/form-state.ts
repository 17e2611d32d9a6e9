/**
 * What a form's server action answers, for a form posted without JavaScript (or before the page
 * has hydrated): the page renders again with this state, showing the same sent view, or the same
 * message and field errors with what the visitor typed, as the JavaScript path would. Plain
 * types, no server code: the form components and the action share them.
 */

export type FormValues = Record<string, string | boolean>;

export type FormState = {
  status: 'idle' | 'sent' | 'error';
  /** The Idempotency-Key the form's next POST carries (a hidden field). */
  key: string;
  /** sent: the stored submission's id, and the shop a catering request chose (its phone is shown). */
  id?: string;
  shop?: string | null;
  /** error: the message for the alert (the JSON path's text), the field errors and the values sent. */
  message?: string;
  fields?: Record<string, string>;
  values?: FormValues;
};

export type FormAction = (previous: FormState, data: FormData) => Promise<FormState>;

/** The hidden field that carries FormState.key. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

export const initialFormState = (key: string): FormState => ({ status: 'idle', key });
