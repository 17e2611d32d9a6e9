/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CateringMenuButtons, MENU_NOT_AVAILABLE } from './catering-menus';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});

const menus = [
  { _id: 'a', service: 'onsite' as const, title: 'Most Requested', summary: 'Popular.', body: ['Ball tip and BBQ chicken.'], availableFrom: null, availableTo: null },
];

it('opens the chosen menu with its text and closes it', () => {
  render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.getByText('Ball tip and BBQ chicken.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Ball tip and BBQ chicken.')).not.toBeInTheDocument();
});

it('shows "Menu content not available." for a menu that is not there', () => {
  const { rerender } = render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  // The data changes under an open modal (for example a reseed removed the menu).
  rerender(<CateringMenuButtons menus={[]} serviceTitle="On-Site" />);
  expect(screen.getByText(MENU_NOT_AVAILABLE)).toBeInTheDocument();
});
