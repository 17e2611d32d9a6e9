'use client';

import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; onError?: (error: unknown) => void };

/**
 * Stands `fallback` in for `children` when they throw while rendering, for an optional part of a
 * page: code loaded on demand whose download failed on a poor connection, or a third party's
 * component that failed to start. Without it, the error would reach the page's error boundary
 * and take the whole page, the forms on it included, with it.
 */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
