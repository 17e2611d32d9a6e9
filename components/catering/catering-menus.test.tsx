/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CateringMenuButtons, MENU_NOT_AVAILABLE, menuBudget } from './catering-menus';

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
  { _id: 'a', service: 'onsite' as const, title: 'Most Requested', summary: 'Popular.', body: ['Ball tip and BBQ chicken.'], availableFrom: null, availableTo: null, pricePerPerson: 28.5, minimumGuests: 1500 },
];

it('opens the chosen menu with its text and closes it', () => {
  render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.getByText('Ball tip and BBQ chicken.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Ball tip and BBQ chicken.')).not.toBeInTheDocument();
});

it('shows "Menu content not available." for a menu that is not there', () => {
  const { rerender } = render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  // The data changes under an open modal (for example a reseed removed the menu).
  rerender(<CateringMenuButtons menus={[]} serviceTitle="On-Site" requestType="onsite" />);
  expect(screen.getByText(MENU_NOT_AVAILABLE)).toBeInTheDocument();
});

it('gives the price per person and the minimum, and requests this menu with its option', () => {
  render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.getByTestId('catering-menu-budget')).toHaveTextContent('$28.50 per person · 1,500 guests minimum');
  const link = screen.getByRole('link', { name: 'Request this menu' });
  const url = new URL(link.getAttribute('href')!, 'https://example.com');
  expect(url.pathname).toBe('/catering/request-quote');
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'onsite', menu: 'a' });
});

it('shows only the budget facts a menu has', () => {
  expect(menuBudget({ pricePerPerson: 12, minimumGuests: null })).toBe('$12.00 per person');
  expect(menuBudget({ pricePerPerson: null, minimumGuests: 20 })).toBe('20 guests minimum');
  expect(menuBudget({ pricePerPerson: null, minimumGuests: null })).toBe('');
  render(<CateringMenuButtons menus={[{ ...menus[0], pricePerPerson: null, minimumGuests: null }]} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.queryByTestId('catering-menu-budget')).not.toBeInTheDocument();
});
