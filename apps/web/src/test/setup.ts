import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait up to 10 s, not 1: a lazily loaded part (the review form with zod)
// took longer than a second to import on a busy CI machine, and its test failed.
configure({ asyncUtilTimeout: 10_000 });

// React's act() environment: updates in tests are flushed as they would be in a browser, and
// React warns about any that escape it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no <dialog> methods: opening and closing set the attribute, as a browser does.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out and has no scrollIntoView: a page that brings an element into view
// (a thread's newest message) runs as in a browser, where nothing can be seen to move anyway.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
