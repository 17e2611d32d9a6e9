/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ExternalOrderLink } from './order-link';

describe('ExternalOrderLink', () => {
  it("opens the shop's own ordering address in a new tab without an opener", () => {
    render(
      <ExternalOrderLink url="https://order.example.com/kinders-concord/pickup" shopName="Concord">
        Order Pickup
      </ExternalOrderLink>,
    );
    const link = screen.getByRole('link', { name: /Order Pickup/ });
    expect(link).toHaveAttribute('href', 'https://order.example.com/kinders-concord/pickup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('only logs a warning when the address is missing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <ExternalOrderLink url="" shopName="Concord">
        Order Delivery
      </ExternalOrderLink>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order Delivery' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Concord'));
    expect(open).not.toHaveBeenCalled();
    warn.mockRestore();
    open.mockRestore();
  });
});
