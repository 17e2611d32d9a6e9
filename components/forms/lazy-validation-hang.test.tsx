/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactCopy } from '@/lib/content/copy/contact';
import { ContactForm } from './contact-form';
import { RESOLVERS_WAIT_MS } from './use-form-submit';
import { installFakeFetch } from '@/lib/testing/fake-fetch';

// The validator chunk's download hangs (a poor connection): a module that exports `then` is
// taken for a promise by import(), and this one never settles.
jest.mock('./resolvers', () => ({ then: () => {} }));

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("sends the form unchecked when its checks' download hangs, instead of a button that does nothing", async () => {
  const { sent } = installFakeFetch({ status: 201, body: { success: true, data: { id: 'cm_1' } } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ContactForm copy={contactCopy.form} responseHours={24} locations={[]} today="2026-01-01" />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  await act(async () => jest.advanceTimersByTimeAsync(RESOLVERS_WAIT_MS - 100));
  expect(sent).toHaveLength(0);
  await act(async () => jest.advanceTimersByTimeAsync(100));
  expect(sent).toHaveLength(1);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.any(Error));
});
