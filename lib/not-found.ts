/**
 * The proxy sends an address that names no shop, category or opening to NOT_FOUND_PATH, which no
 * route answers, so Next serves app/global-not-found.tsx with a 404; NOT_FOUND_FOR_HEADER on the
 * request tells that page which kind of page was asked for (a shop's 404 offers the real shops).
 */
export const NOT_FOUND_PATH = '/_unknown-record';
export const NOT_FOUND_FOR_HEADER = 'x-not-found-for';
