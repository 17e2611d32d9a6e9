/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SAUCES_TITLE, SaucesLink, SaucesProvider } from './sauces';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});

const URL_ = 'https://sauces.example.com/?utm_source=test';

it('both Sauces links open the one dialog of their provider; onOpen runs first', () => {
  const onOpen = jest.fn();
  render(
    <SaucesProvider url={URL_}>
      <SaucesLink url={URL_} />
      <SaucesLink url={URL_} onOpen={onOpen} />
    </SaucesProvider>,
  );
  expect(document.querySelectorAll('dialog')).toHaveLength(1);
  const [first, second] = screen.getAllByRole('link', { name: 'Sauces' });
  const dialog = screen.getByTestId('sauces-dialog');

  expect(fireEvent.click(first)).toBe(false); // the default (leaving the site) is held back
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('heading', { name: SAUCES_TITLE })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: "Nah, I'll Stay" }));
  expect(dialog).not.toHaveAttribute('open');
  // Announced as opening a dialog, since it does.
  expect(first).toHaveAttribute('aria-haspopup', 'dialog');

  fireEvent.click(second);
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect(dialog).toHaveAttribute('open');
});

it('outside a provider the link is a plain link to the shop in a new tab', () => {
  render(<SaucesLink url={URL_} />);
  const link = screen.getByRole('link', { name: 'Sauces' });
  expect(link).toHaveAttribute('href', URL_);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(fireEvent.click(link)).toBe(true); // not prevented
  expect(document.querySelector('dialog')).toBeNull();
  expect(link).not.toHaveAttribute('aria-haspopup');
});

it("the server's HTML announces no dialog: until the page is interactive the link leaves the site", () => {
  const html = renderToString(
    <SaucesProvider url={URL_}>
      <SaucesLink url={URL_} />
    </SaucesProvider>,
  );
  expect(html).toContain('>Sauces</a>');
  expect(html).not.toContain('aria-haspopup');
});
