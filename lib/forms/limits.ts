/**
 * The largest form post a page takes (a form's server action without JavaScript): a browser sends
 * the fields as UTF-8, at most 4 bytes a character, so the largest valid form is well under 32 KB.
 * next.config.ts gives it to Next, and the proxy answers a larger post with 413 itself
 * (lib/security/page-post.ts), because Next answers it with a bare 500.
 */
export const FORM_POST_LIMIT_BYTES = 64 * 1024;
