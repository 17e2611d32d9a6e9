/**
 * A script can send tens of kilobytes in any field of a form. Text over its limit is refused for
 * its length alone, and the pattern checks after the length never read it (the phone's shape takes
 * time that grows with the square of the length, over a second for 32 KB): each field gets one
 * problem. Invalid requests are answered before any rate limit counts them, so such a check
 * would hold the server on every request.
 */
import { cateringRequestSchema } from './catering';
import { contactFields, contactMessageSchema } from './contact';

const LONG = ['(' + '1'.repeat(30_000), '1' + ' '.repeat(30_000) + '1!', 'a' + ' \u200b'.repeat(15_000) + '!'];

describe.each([
  ['catering request', cateringRequestSchema, Object.keys(cateringRequestSchema.shape)],
  ['contact message', contactMessageSchema, Object.keys(contactFields.shape)],
] as const)('a %s', (_, schema, fields) => {
  it.each(fields)('refuses an over-long %s with one problem, and no other check reads it', (field) => {
    for (const text of LONG) {
      const problems = schema.safeParse({ [field]: text }).error?.issues.filter((issue) => issue.path[0] === field) ?? [];
      expect(problems.length).toBeLessThanOrEqual(1);
    }
  });
});
