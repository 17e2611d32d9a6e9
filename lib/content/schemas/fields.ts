/**
 * The field rules every content schema shares (records and page copy), so a phone number or an
 * image path is checked the same way, with the same words, wherever it appears.
 */
import { z } from 'zod';
import { IMAGE_PATH } from '../rules';
import { placeholdersIn } from '../template';

const braces = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

/**
 * Required words. `placeholders` are the values the page fills in (see docs/content.md); any other
 * name in braces would reach the visitor as written, so it is refused.
 */
export const text = (what: string, placeholders: readonly string[] = []) =>
  z
    .string({ error: `${what} is required.` })
    .refine((v) => v.trim().length > 0, `${what} is required.`)
    .superRefine((value, ctx) => {
      const unknown = placeholdersIn(value).filter((name) => !placeholders.includes(name));
      if (unknown.length === 0) return;
      ctx.addIssue({
        code: 'custom',
        message: placeholders.length
          ? `${what} may name only ${braces(placeholders)}; the page cannot fill in ${braces(unknown)}.`
          : `${what} cannot name a value in braces (${braces(unknown)}): nothing fills it in here.`,
      });
    });
export const texts = (what: string) => z.array(text(what), { error: `${what} must be a list.` }).min(1, `${what} needs at least one entry.`);
export const url = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be a full web address (https://...).` });
/**
 * A page of this site, such as /our-story or /menu/butcher-counter: never //host, which a browser
 * reads as another site. The editor's link fields are checked with this schema too.
 */
export const SITE_PATH = /^\/(?!\/)[a-z0-9\-/]*$/;
export const sitePath = (what: string) => z.string({ error: `${what} is required.` }).regex(SITE_PATH, `${what} must be a page of this site, such as /catering.`);
/**
 * A home page hero's words (a hero variant's record, and the copy shown when none is in use), and
 * its optional button: the button's words and the page of this site it opens. A hero has both or
 * neither: `.refine(heroButtonWhole, heroButtonRule)` on the hero's object.
 */
export const heroWords = {
  headingOne: text('First heading'),
  headingTwo: text('Second heading'),
  headingThree: text('Third heading'),
  buttonLabel: text('Button label').optional(),
  buttonUrl: sitePath('Button link').optional(),
};
export const heroButtonWhole = (h: { buttonLabel?: string; buttonUrl?: string }) => (h.buttonLabel === undefined) === (h.buttonUrl === undefined);
export const heroButtonRule = { path: ['buttonUrl'], message: 'Give the button both its words and its link, or neither.' };
export const email = (what: string) => z.email(`${what} must be an e-mail address.`);
export const imagePath = (what: string) =>
  z.string({ error: `${what} is required.` }).regex(IMAGE_PATH, `${what} must be an image path such as /images/home/community.webp.`);
export const phone = (what: string) => text(what).regex(/^\+?[0-9 ().-]{7,20}$/, `${what} must be a phone number such as (925) 555-0110.`);
export const state = z.string({ error: 'State is required.' }).regex(/^[A-Z]{2}$/, 'State must be two capital letters, such as CA.');
export const zip = z.string({ error: 'ZIP code is required.' }).regex(/^\d{5}$/, 'ZIP code must be five digits.');
