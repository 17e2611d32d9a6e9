/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { testContent } from '@/lib/testing/content';
import { KeylessMap, type MapShop } from './keyless-map';
import { viewLink } from './location-card';

const locationContent = testContent().rows.locations;

const shops: MapShop[] = locationContent.map((l, i) => ({
  slug: l.slug,
  name: l.name,
  pin: i + 1,
  coordinates: { latitude: l.latitude, longitude: l.longitude },
  address: { address1: l.address1, city: l.city },
}));

describe('KeylessMap', () => {
  it('draws a linked, named pin per shop in both drawings', () => {
    render(<KeylessMap shops={shops} />);
    const [wide, compact] = screen.getAllByRole('group', { name: 'Map of our 7 shops' });
    for (const map of [wide, compact]) {
      const pins = within(map).getAllByRole('link');
      expect(pins).toHaveLength(7);
      expect(pins[1]).toHaveAttribute('href', '/locations/concord');
      expect(pins[1]).toHaveAccessibleName('Concord: 1820 Willow Pass Rd, Concord');
    }
  });

  it('labels every pin with its name on the wide drawing', () => {
    render(<KeylessMap shops={shops} />);
    const [wide] = screen.getAllByRole('group', { name: 'Map of our 7 shops' });
    const labels = [...wide.querySelectorAll('a text')].map((t) => t.textContent);
    expect(labels).toEqual(shops.map((s) => s.name));
  });

  it('places pins by their coordinates: Brentwood east of Concord, Hercules west and north of Walnut Creek', () => {
    render(<KeylessMap shops={shops} />);
    const [wide] = screen.getAllByRole('group', { name: 'Map of our 7 shops' });
    const at = (slug: string) => {
      const m = /translate\(([\d.]+) ([\d.]+)\)/.exec(wide.querySelector(`a[href="/locations/${slug}"] g`)!.getAttribute('transform')!)!;
      return { x: Number(m[1]), y: Number(m[2]) };
    };
    expect(at('brentwood').x).toBeGreaterThan(at('concord').x);
    expect(at('hercules').x).toBeLessThan(at('walnut-creek-parkside').x);
    expect(at('hercules').y).toBeLessThan(at('walnut-creek-parkside').y);
  });

  it('draws nothing without shops', () => {
    const { container } = render(<KeylessMap shops={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('viewLink', () => {
  const shop = { slug: 'concord', websiteUrl: '/locations/concord' };
  it('opens /locations/{slug} in a new tab when distances are known', () => expect(viewLink(shop, true)).toEqual({ href: '/locations/concord', newTab: true }));
  it("uses the shop's own address otherwise, in a new tab only when it is another site", () => {
    expect(viewLink(shop, false)).toEqual({ href: '/locations/concord', newTab: false });
    expect(viewLink({ slug: 'concord', websiteUrl: 'https://concord.example.com/' }, false)).toEqual({ href: 'https://concord.example.com/', newTab: true });
  });
});
