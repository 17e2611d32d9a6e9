import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';

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
    expect(organizationJsonLd(base)).toMatchObject({ '@type': 'Organization', foundingDate: '1946', url: 'https://www.example.com/', address: { addressLocality: 'Concord' } });
  });
});
