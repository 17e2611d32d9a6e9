/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { BasicFormField } from '@keystatic/core';
import { z } from 'zod';
import { checked } from './checked';

const RULE = 'ZIP code must be five digits.';
const REQUIRED = 'ZIP code is required.';
/** A text field as Keystatic builds one, reduced to its input, its own check ("required") and how it stores the value. */
const text = {
  kind: 'form',
  formKind: undefined,
  label: 'ZIP code',
  // Keystatic's text input shows its own "required" once a save is tried.
  Input: ({ value, forceValidation }: { value: string; forceValidation: boolean }) => (
    <>
      <input aria-label="ZIP code" defaultValue={value} />
      {forceValidation && value === '' && <p>{REQUIRED}</p>}
    </>
  ),
  defaultValue: () => '',
  parse: (value: unknown) => (typeof value === 'string' ? value : ''),
  serialize: (value: string) => ({ value: value === '' ? undefined : value }),
  validate: (value: string) => {
    if (value === '') throw new Error(REQUIRED);
    return value;
  },
  reader: { parse: (value: unknown) => value },
} as unknown as BasicFormField<string, string, string>;
const zip = checked(text, z.string().regex(/^\d{5}$/, RULE));
const input = (value: string, forceValidation = false) => <zip.Input value={value} onChange={() => {}} forceValidation={forceValidation} autoFocus={false} />;

describe("a field held to the content schema's rule, in the editor", () => {
  it('shows the rule under the field once the field is left, not while typing', () => {
    render(input('945'));
    expect(screen.queryByText(RULE)).not.toBeInTheDocument();
    fireEvent.blur(screen.getByRole('textbox', { name: 'ZIP code' }));
    expect(screen.getByText(RULE)).toBeInTheDocument();
  });

  it('shows it when a save is tried, and blocks the save', () => {
    render(input('945', true));
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(() => zip.validate('945')).toThrow(RULE);
  });

  it('says nothing of a value the rule takes', () => {
    render(input('94520', true));
    expect(screen.queryByText(RULE)).not.toBeInTheDocument();
    expect(zip.validate('94520')).toBe('94520');
  });

  it("leaves a missing value to the field's own message: one message, never the schema's as well", () => {
    const { container } = render(input('', true));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    // The file would leave the value out, which the schema refuses in words of its own.
    expect(container.textContent).toBe(REQUIRED);
    expect(() => zip.validate('')).toThrow(REQUIRED);
  });
});
