/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactCopy } from '@/lib/content/copy/contact';
import { ContactForm } from './contact-form';
import { installFakeFetch } from '@/lib/testing/fake-fetch';

// The validator chunk cannot load (the connection dropped after the page loaded).
jest.mock('./resolvers', () => {
  throw new Error('Loading chunk 123 failed.');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('still sends the form when its checks cannot load, and shows the server\'s field messages', async () => {
  const { sent } = installFakeFetch({
    status: 400,
    body: {
      success: false,
      error: 'Please check your form data and try again.',
      details: ['messageType: Please choose what your message is about.', 'fullName: Please enter your name.'],
      fields: { messageType: 'Please choose what your message is about.', fullName: 'Please enter your name.' },
    },
  });
  const user = userEvent.setup();
  render(<ContactForm copy={contactCopy.form} responseHours={24} locations={[]} today="2026-01-01" />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  const topic = screen.getByLabelText(/^What is your message about/);
  await waitFor(() => expect(topic).toHaveAccessibleDescription('Please choose what your message is about.'));
  expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Please enter your name.');
  expect(topic).toHaveFocus();
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.any(Error));
});
