import '@testing-library/jest-dom';

// Each test starts with an empty tab: what a form kept as a draft in one test (sessionStorage)
// must not fill the next test's form.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
