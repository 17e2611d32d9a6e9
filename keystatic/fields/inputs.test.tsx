/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { PhotoInput } from './inputs';

/** Keystatic's upload input, reduced to the file it holds. */
const upload = {
  kind: 'form',
  formKind: 'asset',
  Input: ({ value }: { value: { filename: string } | null }) => <p>{value ? `Chosen: ${value.filename}` : 'Upload a file'}</p>,
} as unknown as ComponentProps<typeof PhotoInput>['upload'];

const photoInput = (value: ComponentProps<typeof PhotoInput>['value']) => (
  <PhotoInput options={{ label: 'Photo', required: true }} upload={upload} value={value} onChange={() => {}} forceValidation={false} autoFocus={false} />
);

describe('a photo waiting to be uploaded', () => {
  it('says why a .heic photo cannot be saved, before Save is pressed', () => {
    render(photoInput({ kind: 'upload', data: new Uint8Array([1]), extension: 'heic', filename: 'ribs.HEIC' }));
    expect(screen.getByText('Chosen: ribs.HEIC')).toBeInTheDocument();
    expect(screen.getByText('A .heic picture cannot be shown on the site: upload a webp, png, jpg, avif, gif or svg file instead.')).toBeInTheDocument();
  });
  it('says nothing about a .webp photo', () => {
    render(photoInput({ kind: 'upload', data: new Uint8Array([1]), extension: 'webp', filename: 'ribs.webp' }));
    expect(screen.getByText('Chosen: ribs.webp')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be shown/)).not.toBeInTheDocument();
  });
});
