'use client';

export { ErrorView as default } from '@/components/layout/error-view';
