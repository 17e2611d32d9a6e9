/**
 * The last-resort error page names itself in the tab: the root layout's metadata, which would
 * give the title, is what failed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from './global-error';

it('has a title, a heading and a way to try again', () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} retry={() => {}} />);
  expect(html).toMatch(/<head>.*<title>Something went wrong<\/title>.*<\/head>/s);
  expect(html).toContain('<h1>Something went wrong</h1>');
  expect(html).toMatch(/<button type="button">Try Again<\/button>/);
});
