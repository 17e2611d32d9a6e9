import Markdoc from '@markdoc/markdoc';
import { PAGE_IDS, legalSections, renderableNodes } from './legal-sections';

const ids = (source: string) => legalSections(renderableNodes(Markdoc.parse(source))).sections.map((s) => s.id);

it('names each section after its heading, or the id the heading gives', () => {
  expect(ids('## Links to Other Sites\n\ntext\n\n## Cookies {% #cookie-use %}\n\ntext')).toEqual(['links-to-other-sites', 'cookie-use']);
});

it('gives every section an id of its own: the same words twice, symbols only, or an id the page already uses', () => {
  const source = ['## Changes', 'a', '## Changes', 'b', '## ★★★', 'c', '## Main', 'd', `## Contents {% #${PAGE_IDS[1]} %}`, 'e'].join('\n\n');
  expect(ids(source)).toEqual(['changes', 'changes-2', 'section', 'main-2', `${PAGE_IDS[1]}-2`]);
});

it('makes an anchor the editor typed into one the page can use, the way it makes one from the words', () => {
  expect(ids('## Contact Us {% id="Contact Us" %}\n\na\n\n## Cookies {% id=" Cookie_Use " %}\n\nb\n\n## Links Elsewhere {% id="★" %}\n\nc')).toEqual([
    'contact-us',
    'cookie-use',
    'links-elsewhere',
  ]);
});
