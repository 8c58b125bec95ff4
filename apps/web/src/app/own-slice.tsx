import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page the server drew that React takes over on its own, later and in short slices
 * that leave the phone free to answer a tap meanwhile. React takes over a drawn Suspense boundary
 * after what is around it, at low priority, yielding every few milliseconds; the rest of a first
 * drawing it takes over in one task, which on a phone was a long one (decision 039). A tap on a
 * part not yet taken over makes React take that part over at once, and then answer it.
 *
 * The server draws the same boundaries (entry-server.tsx), so the page it sends has the markers
 * React looks for. It never shows a fallback: nothing inside waits for anything.
 */
export function OwnSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
