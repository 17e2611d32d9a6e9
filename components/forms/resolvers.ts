/**
 * The two forms' validators: react-hook-form's zodResolver over the very schemas the API routes
 * use. Loaded on demand (see lazyResolver in use-form-submit.ts): zod is most of the forms'
 * JavaScript and is not needed to show a form, only to check one.
 */
import './zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { cateringRequestSchemaFor } from '@/lib/validation/catering';
import { contactMessageSchemaFor } from '@/lib/validation/contact';
import type { Today } from '@/lib/validation/fields';

/** What a form tells its checks (react-hook-form's context): the day its page was drawn for. */
export type CheckContext = { today?: string };

/**
 * One resolver per day the form is checked for: the event date against the page's today, the day
 * the server drew it for, not this device's clock (see optionalEventDate). Made once per day.
 */
function forTheDay(make: (today?: Today) => Parameters<typeof zodResolver>[0]): Resolver {
  const made = new Map<string, Resolver>();
  return (values, context, options) => {
    const today = (context as CheckContext | undefined)?.today ?? '';
    let resolver = made.get(today);
    if (!resolver) {
      // raw: the server gets what the visitor typed and validates it with the same schema.
      resolver = zodResolver(make(today ? () => today : undefined), undefined, { raw: true }) as Resolver;
      made.set(today, resolver);
    }
    return resolver(values, context, options);
  };
}

export const resolvers = {
  catering: forTheDay(cateringRequestSchemaFor),
  contact: forTheDay(contactMessageSchemaFor),
};
