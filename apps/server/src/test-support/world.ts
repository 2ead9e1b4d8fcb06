import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * The shared setup of the test files of one area: `open` runs in the beforeAll of the calling describe block and fills
 * the object answered; afterAll closes its app, then runs `close`. The object is empty while the block is collected:
 * read it in tests and hooks.
 */
export function useWorld<W extends { t: TestApp }>(open: () => Promise<W>, close?: () => Promise<void>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await open());
  });
  afterAll(async () => {
    await (world as Partial<W>).t?.close();
    await close?.();
  });
  return world;
}
