/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MenuItemImage } from './menu-item-image';
import { NO_PHOTO_LABEL } from './no-photo';

describe('MenuItemImage', () => {
  it('shows the photo while it loads', () => {
    render(<MenuItemImage src="/images/menu/items/sides/potato-salad.webp" name="Potato Salad" sizes="400px" />);
    expect(screen.getByRole('img', { name: 'Potato Salad' })).toBeInTheDocument();
    expect(screen.queryByText('Missing Image')).not.toBeInTheDocument();
  });

  it('loads the first card\'s photo at once and early, the others lazily', () => {
    const { rerender } = render(<MenuItemImage src="/images/menu/items/sides/potato-salad.webp" name="Potato Salad" sizes="400px" first />);
    expect(screen.getByRole('img', { name: 'Potato Salad' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Potato Salad' })).toHaveAttribute('fetchpriority', 'high');
    rerender(<MenuItemImage src="/images/menu/items/sides/potato-salad.webp" name="Potato Salad" sizes="400px" />);
    expect(screen.getByRole('img', { name: 'Potato Salad' })).toHaveAttribute('loading', 'lazy');
  });

  it('replaces a photo that fails with "Missing Image" and the item name', () => {
    render(<MenuItemImage src="/images/menu/items/sides/potato-salad.webp" name="Potato Salad" sizes="400px" />);
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: 'Potato Salad' }));
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('missing-image');
    expect(placeholder).toHaveTextContent('Missing Image');
    expect(placeholder).toHaveTextContent('Potato Salad');
  });

  it('gives an item without a photo the designed no-photo card, not a picture and not the failure placeholder', () => {
    render(<MenuItemImage src={null} name="Fountain Drink" sizes="400px" />);
    const card = screen.getByTestId('no-photo');
    expect(card).toHaveTextContent(NO_PHOTO_LABEL);
    expect(card).not.toHaveTextContent('Fountain Drink');
    expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTestId('missing-image')).not.toBeInTheDocument();
  });
});
