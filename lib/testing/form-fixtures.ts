/**
 * The shops and the catering office phone the form components' tests hand the forms as props:
 * invented for the tests (555-01xx numbers), not read from content/, because the component tests
 * check what the forms do with whatever shops they are given.
 */
export const FORM_SHOPS = [
  { slug: 'concord', name: 'Concord', phoneNumber: '(925) 555-0102' },
  { slug: 'martinez', name: 'Martinez', phoneNumber: '(925) 555-0104' },
];
export const FORM_OFFICE_PHONE = '(925) 555-0111';
