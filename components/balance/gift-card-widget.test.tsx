/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { GIFT_CARD_SCRIPT_ATTR } from './gift-card-loader';
import { GIFT_CARD_CONTAINER_ID, GiftCardWidget } from './gift-card-widget';

const config = { scriptUrl: 'https://gift.example.com/widget.js', chain: 'kinders', key: 'abc123' };
const props = { phone: '(925) 555-0110', unavailableText: 'Call us at' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('GiftCardWidget', () => {
  it('shows the help message with the phone number when the widget is not configured', () => {
    render(<GiftCardWidget config={null} {...props} />);
    expect(screen.getByTestId('gift-card-unavailable')).toHaveTextContent("The online balance checker isn't available right now.");
    expect(screen.getByRole('link', { name: '(925) 555-0110' })).toHaveAttribute('href', 'tel:+19255550110');
    act(() => jest.advanceTimersByTime(1_000));
    expect(document.querySelector(`script[${GIFT_CARD_SCRIPT_ATTR}]`)).toBeNull();
  });

  it('shows loading, then the help message when the script fails to load', () => {
    render(<GiftCardWidget config={config} nonce="n0nce" {...props} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Loading the balance checker');
    expect(screen.queryByTestId('gift-card-unavailable')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    act(() => {
      document.querySelector(`script[${GIFT_CARD_SCRIPT_ATTR}]`)!.dispatchEvent(new Event('error'));
    });
    // The message arrives inside the live region that announced the loading, so it is announced.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toContainElement(screen.getByTestId('gift-card-unavailable'));
    expect(region).not.toHaveTextContent('Loading the balance checker');
  });

  it('shows the help message when nothing appears within 10 s', () => {
    render(<GiftCardWidget config={config} {...props} />);
    act(() => jest.advanceTimersByTime(100 + 10_000));
    expect(screen.getByTestId('gift-card-unavailable')).toBeInTheDocument();
  });

  it('hides the loading line once the widget renders, and removes the script on unmount', async () => {
    const { unmount } = render(<GiftCardWidget config={config} {...props} />);
    act(() => jest.advanceTimersByTime(100));
    await act(async () => {
      const div = document.createElement('div');
      div.textContent = 'Enter your card number';
      document.body.appendChild(div);
    });
    expect(document.getElementById(GIFT_CARD_CONTAINER_ID)).toHaveTextContent('Enter your card number');
    expect(screen.queryByText(/Loading the balance checker/)).toBeNull();
    unmount();
    expect(document.querySelector(`script[${GIFT_CARD_SCRIPT_ATTR}]`)).toBeNull();
    expect(document.body).not.toHaveTextContent('Enter your card number');
  });

  it('keeps the widget, and what the visitor typed into it, when a refreshed page brings a new nonce', async () => {
    const { rerender } = render(<GiftCardWidget config={config} nonce="first" {...props} />);
    act(() => jest.advanceTimersByTime(100));
    const script = document.querySelector(`script[${GIFT_CARD_SCRIPT_ATTR}]`);
    await act(async () => {
      const input = document.createElement('input');
      input.value = '6006 1234';
      document.body.appendChild(input);
    });
    rerender(<GiftCardWidget config={{ ...config }} nonce="second" {...props} />);
    act(() => jest.advanceTimersByTime(100 + 10_000));
    expect(document.querySelectorAll(`script[${GIFT_CARD_SCRIPT_ATTR}]`)).toHaveLength(1);
    expect(document.querySelector(`script[${GIFT_CARD_SCRIPT_ATTR}]`)).toBe(script);
    expect(document.getElementById(GIFT_CARD_CONTAINER_ID)!.querySelector('input')).toHaveValue('6006 1234');
    expect(screen.queryByTestId('gift-card-unavailable')).toBeNull();
  });
});
