/**
 * The two forms' validators: react-hook-form's zodResolver over the very schemas the API routes
 * use. Loaded on demand (see lazyResolver in use-form-submit.ts): zod is most of the forms'
 * JavaScript and is not needed to show a form, only to check one.
 */
import './zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { cateringRequestSchema } from '@/lib/validation/catering';
import { contactMessageSchema } from '@/lib/validation/contact';

// raw: the server gets what the visitor typed and validates it with the same schema.
export const resolvers = {
  catering: zodResolver(cateringRequestSchema, undefined, { raw: true }),
  contact: zodResolver(contactMessageSchema, undefined, { raw: true }),
};
