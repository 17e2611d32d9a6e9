import { business } from '@/lib/content/copy/business';
import { aboutPageJsonLd, breadcrumbJsonLd, faqJsonLd, menuJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const out = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('builders', () => {
  const base = 'https://www.example.com';
  it('builds breadcrumbs from Home with absolute URLs', () => {
    const b = breadcrumbJsonLd([{ name: 'Menu', path: '/menu' }, { name: 'Sides', path: '/menu/sides' }], base);
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Menu', item: 'https://www.example.com/menu' },
      { '@type': 'ListItem', position: 3, name: 'Sides', item: 'https://www.example.com/menu/sides' },
    ]);
  });
  it('builds an FAQPage whose answers are the visible words', () => {
    const f = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(f).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }] });
  });
  it('builds the Organization with founding date and address', () => {
    const office = business.corporateOffice;
    expect(organizationJsonLd(base)).toMatchObject({
      '@type': 'Organization',
      foundingDate: String(business.founded),
      url: 'https://www.example.com/',
      address: { streetAddress: office.address1, addressLocality: office.city, addressRegion: office.state, postalCode: office.zip },
    });
  });
});

describe('aboutPageJsonLd', () => {
  it('is an AboutPage about the Organization, inside the WebSite', () => {
    const page = aboutPageJsonLd('https://www.example.com', { path: '/our-story', name: 'Our Story', description: 'Since 1946.' });
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      '@id': 'https://www.example.com/our-story#webpage',
      url: 'https://www.example.com/our-story',
      name: 'Our Story',
      description: 'Since 1946.',
      inLanguage: 'en-US',
      about: { '@type': 'Organization', '@id': 'https://www.example.com/#organization', name: business.name, url: 'https://www.example.com/' },
      isPartOf: { '@id': 'https://www.example.com/#website' },
    });
  });
});

describe('menuJsonLd', () => {
  const base = 'https://www.example.com';
  const menu = menuJsonLd(base, {
    path: '/menu/sides',
    name: 'Sides',
    description: 'The classics.',
    sections: [
      {
        name: 'Sides',
        description: 'The classics.',
        path: '/menu/sides',
        image: '/images/menu/sides.webp',
        items: [
          { name: 'Potato Salad', description: 'Creamy.', image: '/images/menu/sides.webp', price: 4.99, dietaryTags: ['vegetarian'] },
          { name: 'Market Fish', description: 'Ask at the counter.', image: null, price: null },
        ],
      },
      { name: 'Burgers', path: '/menu/burgers' },
    ],
  });

  it('is a Menu with a MenuSection per category, provided by the Organization', () => {
    expect(menu).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu', url: 'https://www.example.com/menu/sides', provider: { '@id': 'https://www.example.com/#organization' } });
    // The reference stands on its own on this page, where the Organization itself is not.
    expect(menu.provider).toEqual({ '@type': 'Organization', '@id': 'https://www.example.com/#organization', name: business.name, url: 'https://www.example.com/' });
    expect(menu.hasMenuSection).toHaveLength(2);
    expect((menu.hasMenuSection as object[])[0]).toMatchObject({ '@type': 'MenuSection', name: 'Sides', url: 'https://www.example.com/menu/sides', image: 'https://www.example.com/images/menu/sides.webp' });
  });

  it('lists MenuItems with an Offer only where the price is known', () => {
    const [section, bare] = menu.hasMenuSection as unknown as { hasMenuItem?: object[] }[];
    expect(section.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Potato Salad',
        description: 'Creamy.',
        image: 'https://www.example.com/images/menu/sides.webp',
        offers: { '@type': 'Offer', price: '4.99', priceCurrency: 'USD' },
        suitableForDiet: 'https://schema.org/VegetarianDiet',
      },
      { '@type': 'MenuItem', name: 'Market Fish', description: 'Ask at the counter.' },
    ]);
    expect(bare).not.toHaveProperty('hasMenuItem');
  });

  it('gives a price by weight or by the dozen the quantity it buys, and every diet schema.org has', () => {
    const items = (menuJsonLd(base, {
      path: '/menu/butcher-counter',
      name: 'Butcher',
      description: 'Cuts.',
      sections: [
        {
          name: 'Butcher',
          path: '/menu/butcher-counter',
          items: [
            { name: 'Tri-Tip', description: 'Raw.', image: null, price: 13.99, priceUnit: 'lb', dietaryTags: ['gluten-free'] },
            { name: 'Sausage', description: 'Half pound.', image: null, price: 7.5, priceUnit: 'half-lb' },
            { name: 'Rolls', description: 'A dozen.', image: null, price: 9, priceUnit: 'dozen', dietaryTags: ['vegetarian', 'gluten-free', 'spicy'] },
            { name: 'Tray', description: 'Serves 10.', image: null, price: 80, priceUnit: 'serves', dietaryTags: ['spicy'] },
          ],
        },
      ],
    }).hasMenuSection as unknown as { hasMenuItem: Record<string, unknown>[] }[])[0].hasMenuItem;
    const perPound = { '@type': 'QuantitativeValue', value: 1, unitCode: 'LBR' };
    expect(items[0].offers).toEqual({
      '@type': 'Offer',
      price: '13.99',
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '13.99', priceCurrency: 'USD', referenceQuantity: perPound },
    });
    expect(items[0].suitableForDiet).toBe('https://schema.org/GlutenFreeDiet');
    expect(items[1].offers).toMatchObject({ priceSpecification: { referenceQuantity: { ...perPound, value: 0.5 } } });
    expect(items[2].offers).toMatchObject({ price: '9.00', priceSpecification: { referenceQuantity: { value: 1, unitCode: 'DZN' } } });
    expect(items[2].suitableForDiet).toEqual(['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet']);
    // A tray's price is for the tray: a plain Offer; "spicy" is no diet.
    expect(items[3].offers).toEqual({ '@type': 'Offer', price: '80.00', priceCurrency: 'USD' });
    expect(items[3]).not.toHaveProperty('suitableForDiet');
  });

  it('serializes safely for a script element', () => {
    expect(serializeJsonLd(menu)).not.toContain('<');
  });
});
