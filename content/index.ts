/** Page copy still written in TypeScript (the records are data files: see docs/content.md). */
export { business } from './business';
export { homepageFallback } from './homepage';
