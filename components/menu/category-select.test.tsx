/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CategorySelect } from './category-select';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const categories = [
  { slug: 'bbq-sandwiches', category: 'BBQ Sandwiches' },
  { slug: 'sides', category: 'Sides' },
];

describe('CategorySelect', () => {
  beforeEach(() => {
    replace.mockClear();
    window.scrollTo = jest.fn();
  });

  it('lists "All Categories" first, then every category, with the current one chosen', () => {
    render(<CategorySelect categories={categories} current="sides" />);
    const select = screen.getByLabelText('Browse the menu') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All Categories', 'BBQ Sandwiches', 'Sides']);
    expect(select.value).toBe('sides');
    // Arrow keys only move the choice: the field says that Enter opens it.
    expect(select).toHaveAccessibleDescription(/arrow keys, press Enter to open/);
  });

  it('replaces the history entry with the chosen category and scrolls to the very top itself', () => {
    render(<CategorySelect categories={categories} current={null} />);
    fireEvent.change(screen.getByLabelText('Browse the menu'), { target: { value: 'bbq-sandwiches' } });
    // Not Next's scroll to the changed segment, which stops below a holiday notice above it.
    expect(replace).toHaveBeenCalledWith('/menu/bbq-sandwiches', { scroll: false });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('goes back to the overview for "All Categories"', () => {
    render(<CategorySelect categories={categories} current="sides" />);
    fireEvent.change(screen.getByLabelText('Browse the menu'), { target: { value: '' } });
    expect(replace).toHaveBeenCalledWith('/menu', { scroll: false });
  });

  describe('from the keyboard', () => {
    const field = () => screen.getByLabelText('Browse the menu') as HTMLSelectElement;
    /** An arrow key on the closed field: some browsers change its value with the key itself. */
    const arrowTo = (value: string) => {
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      fireEvent.change(field(), { target: { value } });
    };

    it('arrowing through the closed field changes nothing; Enter opens the category shown', () => {
      render(<CategorySelect categories={categories} current={null} />);
      arrowTo('bbq-sandwiches');
      arrowTo('sides');
      expect(replace).not.toHaveBeenCalled();
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(replace).toHaveBeenCalledTimes(1);
      expect(replace).toHaveBeenCalledWith('/menu/sides', { scroll: false });
    });

    it('Enter on the category the page shows goes nowhere', () => {
      render(<CategorySelect categories={categories} current="sides" />);
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(replace).not.toHaveBeenCalled();
    });

    it('a pick from the open list, after the key that opened it, opens the category at once', async () => {
      render(<CategorySelect categories={categories} current={null} />);
      fireEvent.keyDown(field(), { key: ' ' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.change(field(), { target: { value: 'sides' } });
      expect(replace).toHaveBeenCalledWith('/menu/sides', { scroll: false });
    });

    it("leaving the field without Enter shows the page's category again", () => {
      render(<CategorySelect categories={categories} current="sides" />);
      arrowTo('bbq-sandwiches');
      fireEvent.blur(field());
      expect(field().value).toBe('sides');
      expect(replace).not.toHaveBeenCalled();
    });

    it("after Enter, the next category's field takes the focus (each page draws its own)", () => {
      const first = render(<CategorySelect categories={categories} current={null} />);
      field().focus();
      arrowTo('sides');
      fireEvent.keyDown(field(), { key: 'Enter' });
      first.unmount();
      render(<CategorySelect categories={categories} current="sides" />);
      expect(document.activeElement).toBe(field());
      // A page drawn after a tap or a click takes no focus.
      cleanup();
      render(<CategorySelect categories={categories} current={null} />);
      fireEvent.pointerDown(field());
      fireEvent.change(field(), { target: { value: 'sides' } });
      cleanup();
      render(<CategorySelect categories={categories} current="sides" />);
      expect(document.activeElement).toBe(document.body);
    });

    it('a pick from the list opened with a key hands focus on too, and only to that category', async () => {
      const pickFromOpenList = async () => {
        const page = render(<CategorySelect categories={categories} current={null} />);
        fireEvent.keyDown(field(), { key: ' ' });
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        fireEvent.change(field(), { target: { value: 'sides' } });
        page.unmount();
      };
      await pickFromOpenList();
      render(<CategorySelect categories={categories} current="sides" />);
      expect(document.activeElement).toBe(field());
      cleanup();
      await pickFromOpenList();
      // Some other page's field (the pick's page failed, say) does not take it, nor does a later one.
      const other = render(<CategorySelect categories={categories} current="bbq-sandwiches" />);
      expect(document.activeElement).toBe(document.body);
      other.unmount();
      render(<CategorySelect categories={categories} current="sides" />);
      expect(document.activeElement).toBe(document.body);
    });

    it('keeps focus on the same field when the category changes, and shows the new one', () => {
      const { rerender } = render(<CategorySelect categories={categories} current="sides" />);
      const before = field();
      before.focus();
      rerender(<CategorySelect categories={categories} current="bbq-sandwiches" />);
      expect(field()).toBe(before);
      expect(document.activeElement).toBe(before);
      expect(before.value).toBe('bbq-sandwiches');
    });
  });

  describe('a choice made before the page hydrated', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      document.body.replaceChildren();
    });

    /** Server HTML in the document, the field changed as a visitor would, then the page starts. */
    async function hydrateAfterPicking(current: string | null, picked: string, { strict = false } = {}) {
      const select = <CategorySelect categories={categories} current={current} />;
      const ui = strict ? <StrictMode>{select}</StrictMode> : select;
      const container = document.createElement('div');
      container.innerHTML = renderToString(ui);
      document.body.appendChild(container);
      (container.querySelector('select') as HTMLSelectElement).value = picked;
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
    }

    it('is followed once the scripts run, once', async () => {
      await hydrateAfterPicking('sides', 'bbq-sandwiches');
      expect(replace).toHaveBeenCalledTimes(1);
      expect(replace).toHaveBeenCalledWith('/menu/bbq-sandwiches', { scroll: false });
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    });

    it('once, too, where React runs effects twice (development)', async () => {
      await hydrateAfterPicking('sides', 'bbq-sandwiches', { strict: true });
      expect(replace).toHaveBeenCalledTimes(1);
    });

    it('"All Categories" too', async () => {
      await hydrateAfterPicking('sides', '');
      expect(replace).toHaveBeenCalledWith('/menu', { scroll: false });
    });

    it('goes nowhere when the field still shows the page it is on', async () => {
      await hydrateAfterPicking('sides', 'sides');
      expect(replace).not.toHaveBeenCalled();
    });
  });
});
