import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait up to 10 s, not 1: a lazily loaded part (the review form with zod)
// took longer than a second to import on a busy CI machine, and its test failed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Preact runs effects after the next frame, or after 100 ms at the latest. A file whose last test
// ended sooner had jsdom torn down under that timer, which then threw (ReferenceError:
// cancelAnimationFrame is not defined) and failed the whole run.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
});
