'use server';

import type { FormState } from '@/lib/forms/form-state';
import { submitForm } from './form-submit';

/**
 * The two forms' server actions: where a <form method="post"> sends its fields when JavaScript
 * is off or the page has not hydrated yet (with JavaScript the forms post JSON to the API).
 */
export async function submitCateringForm(_previous: FormState, data: FormData): Promise<FormState> {
  return submitForm('catering', data);
}

export async function submitContactForm(_previous: FormState, data: FormData): Promise<FormState> {
  return submitForm('contact', data);
}
