/**
 * A photo, stored as its path on the site ("/images/menu/ribs.webp"). The editor shows the
 * current photo and its path, which may be changed to any picture already on the site (shops,
 * categories and heroes may share one; the content rules refuse a dish, a menu item or a special,
 * whose picture is another dish's or a category's: the save check in local mode, the content
 * branch's build in GitHub mode), and uploads a new one into
 * public/images/<area>/ (inside a folder named after the entry in collections, such as
 * public/images/menu/sides/). An existing picture is never moved, renamed or deleted by a save:
 * only new uploads are written.
 */
import { fields, type AssetFormField } from '@keystatic/core';
import { photoProblem, type Photo, type Upload } from './checks';
import { PhotoInput } from './inputs';

type Options = { label: string; area: string; description?: string; required?: boolean };

/** A short fingerprint of the file's bytes (FNV-1a), so two uploads never share a name. */
function fingerprint(data: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const byte of data) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').slice(0, 6);
}

/** "Ribs on the Grill.JPG" -> "ribs-on-the-grill-1a2b3c.jpg". */
export function uploadName(upload: Upload): string {
  const stem = upload.filename.replace(/\.[^.]*$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'photo';
  return `${stem.slice(0, 40)}-${fingerprint(upload.data)}.${upload.extension.toLowerCase()}`;
}

export function photo(options: Options): AssetFormField<Photo, Photo, string | null> {
  const publicPath = `/images/${options.area}/`;
  const directory = `public/images/${options.area}`;
  const upload = fields.image({ label: `Upload a new ${options.label.toLowerCase()}`, directory, publicPath }) as AssetFormField<Upload | null, Upload | null, unknown>;
  const parse = (value: unknown): Photo => {
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') throw new Error(`${options.label} must be a path such as /images/menu/ribs.webp.`);
    return { kind: 'path', path: value };
  };
  const validate = (value: Photo) => {
    const message = photoProblem(value, options.label, !!options.required);
    if (message) throw new Error(message);
    return value;
  };
  return {
    kind: 'form',
    formKind: 'asset',
    label: options.label,
    directory,
    Input: (props) => <PhotoInput options={options} upload={upload} {...props} />,
    defaultValue: () => null,
    // Existing pictures are kept by path and never loaded, so a save cannot move or delete them.
    filename: () => undefined,
    parse: (value) => parse(value),
    serialize: (value, { slug }) => {
      if (value === null) return { value: undefined, asset: undefined };
      if (value.kind === 'path') return { value: value.path, asset: undefined };
      const filename = uploadName(value);
      return { value: `${publicPath}${slug ? `${slug}/` : ''}${filename}`, asset: { filename, content: value.data } };
    },
    validate,
    reader: { parse: (value) => (value === undefined ? null : (value as string)) },
  };
}
