/**
 * Where the editor's tests run: their own production server (KEYSTATIC_LOCAL=1) on
 * E2E_EDITOR_PORT, whose CONTENT_ROOT is a fresh copy of content/ made just before it starts
 * (scripts/e2e-editor-server.mjs), so saving in the editor never touches the checkout.
 */
import os from 'node:os';
import path from 'node:path';

export const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 3510);
export const EDITOR_URL = `http://127.0.0.1:${EDITOR_PORT}`;
export const EDITOR_CONTENT_ROOT = process.env.E2E_EDITOR_CONTENT_ROOT ?? path.join(os.tmpdir(), `editor-e2e-content-${EDITOR_PORT}`);
