/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { OrderModalProvider } from '@/components/order/order-modal-provider';
import type { Special } from '@/lib/data/specials';
import { SPECIALS_PHONE_BREAKPOINT, SpecialsCarousel } from './specials-carousel';
import { shownSpecials } from './shown-special';

const special = (name: string, extra: Partial<Special> = {}): Special => ({
  name,
  description: `${name} description`,
  heroImageSrc: null,
  heroImageMobileSrc: null,
  label: null,
  price: null,
  ...extra,
});
const thursday = [special('Pulled Pork Thursday', { heroImageSrc: '/images/specials/pulled-pork.webp' }), special('Hot Link Combo', { label: 'Order the Combo' })];

function renderCarousel(specials: Special[]) {
  const ui = (s: Special[]) => (
    <OrderModalProvider>
      <SpecialsCarousel specials={shownSpecials(s)} heading={<h1>Heading</h1>} />
    </OrderModalProvider>
  );
  const result = render(ui(specials));
  return { ...result, rerenderWith: (s: Special[]) => result.rerender(ui(s)) };
}

const counter = () => screen.getByTestId('specials-counter');
const shown = () => screen.getByRole('heading', { level: 2 }).textContent;
/** The slide in view: the one of the day's specials that is not hidden. */
const shownSlide = () => document.querySelector('[aria-roledescription="slide"]:not([hidden])')!;

describe('SpecialsCarousel', () => {
  it('shows one special without arrows or counter, with "Order" when it has no label, naming the special to a screen reader', () => {
    renderCarousel([special('Meatball Monday')]);
    expect(shown()).toBe('Meatball Monday');
    expect(screen.getByText('Meatball Monday description')).toBeInTheDocument();
    const order = screen.getByRole('button', { name: 'Order Meatball Monday' });
    expect(order.childNodes[0].textContent).toBe('Order');
    expect(within(order).getByText('Meatball Monday')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'Next special' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('specials-counter')).not.toBeInTheDocument();
  });

  it("shows the special's price, and no price line for one without a price", () => {
    renderCarousel([special('Tri-Tip Tuesday', { price: 14.5 }), special('Hot Link Combo')]);
    expect(shownSlide()).toHaveTextContent('$14.50');
    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(shownSlide().querySelector('[data-testid="special-price"]')).toBeNull();
  });

  it('has every special of the day in the page, the others hidden, and the shown one alone in view', () => {
    const { container } = renderCarousel(thursday);
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.querySelector('h2')?.textContent)).toEqual(['Pulled Pork Thursday', 'Hot Link Combo']);
    expect(slides.map((s) => s.hasAttribute('hidden'))).toEqual([false, true]);
    expect(slides[1]).toHaveTextContent('Hot Link Combo description');
    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(slides.map((s) => s.hasAttribute('hidden'))).toEqual([true, false]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hot Link Combo']);
  });

  it('shows the price text the server wrote, and formats no price in the browser', () => {
    // The page's first Intl formatter would cost the browser about 12 ms while the page starts.
    const [shown] = shownSpecials([special('Tri-Tip Tuesday', { price: 14.5 })]);
    render(
      <OrderModalProvider>
        <SpecialsCarousel specials={[{ ...shown, priceText: 'Market price' }]} heading={<h1>Heading</h1>} />
      </OrderModalProvider>,
    );
    expect(screen.getByTestId('special-price')).toHaveTextContent('Market price');
  });

  it('cycles forward and back with wrap-around and an "n of total" counter', () => {
    renderCarousel(thursday);
    expect(counter()).toHaveTextContent('1 of 2');
    expect(shown()).toBe('Pulled Pork Thursday');
    expect(screen.getByRole('button', { name: 'Order Pulled Pork Thursday' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(counter()).toHaveTextContent('2 of 2');
    expect(shown()).toBe('Hot Link Combo');
    expect(screen.getByRole('button', { name: 'Order the Combo' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(counter()).toHaveTextContent('1 of 2');
    expect(shown()).toBe('Pulled Pork Thursday');

    fireEvent.click(screen.getByRole('button', { name: 'Previous special' }));
    expect(counter()).toHaveTextContent('2 of 2');
    expect(shown()).toBe('Hot Link Combo');
  });

  it('starts again at the first special when the data changes, and keeps its place when it does not', () => {
    const { rerenderWith } = renderCarousel(thursday);
    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(counter()).toHaveTextContent('2 of 2');

    rerenderWith(thursday.map((s) => ({ ...s }))); // equal data, new objects (a refresh)
    expect(counter()).toHaveTextContent('2 of 2');

    rerenderWith([special('A'), special('B'), special('C')]);
    expect(counter()).toHaveTextContent('1 of 3');
    expect(shown()).toBe('A');
  });

  it('shows the hero image when the special has one, and the gradient otherwise', () => {
    const { container } = renderCarousel(thursday);
    expect(container.querySelector('section img')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next special' }));
    expect(container.querySelector('section img')).toBeNull();
  });

  it("offers phones the special's phone crop, and only the wide picture when there is none", () => {
    const { container, rerenderWith } = renderCarousel([special('Rib Night', { heroImageSrc: '/images/specials/ribs.webp', heroImageMobileSrc: '/images/specials/ribs-mobile.webp' })]);
    const source = container.querySelector('section picture source');
    expect(source).toHaveAttribute('media', `(max-width: ${SPECIALS_PHONE_BREAKPOINT}px)`);
    expect(source?.getAttribute('srcset')).toContain(encodeURIComponent('/images/specials/ribs-mobile.webp'));
    expect(container.querySelector('section img')?.getAttribute('srcset')).toContain(encodeURIComponent('/images/specials/ribs.webp'));

    rerenderWith([special('Rib Night', { heroImageSrc: '/images/specials/ribs.webp' })]);
    expect(container.querySelector('section picture')).toBeNull();
    expect(container.querySelector('section img')?.getAttribute('srcset')).toContain(encodeURIComponent('/images/specials/ribs.webp'));
  });
});
