/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MenuItemImage } from './menu-item-image';

describe('MenuItemImage', () => {
  it('shows the photo while it loads', () => {
    render(<MenuItemImage src="/images/menu/sides.webp" name="Potato Salad" sizes="400px" />);
    expect(screen.getByRole('img', { name: 'Potato Salad' })).toBeInTheDocument();
    expect(screen.queryByText('Missing Image')).not.toBeInTheDocument();
  });

  it('replaces a photo that fails with "Missing Image" and the item name', () => {
    render(<MenuItemImage src="/images/menu/sides.webp" name="Potato Salad" sizes="400px" />);
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: 'Potato Salad' }));
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('missing-image');
    expect(placeholder).toHaveTextContent('Missing Image');
    expect(placeholder).toHaveTextContent('Potato Salad');
  });

  it('shows the placeholder straight away for an item without a photo', () => {
    render(<MenuItemImage src={null} name="Fountain Drink" sizes="400px" />);
    expect(screen.getByTestId('missing-image')).toHaveTextContent('Missing ImageFountain Drink');
  });
});
