import { Component, type ReactNode } from 'react';

/**
 * Around a section whose code loads when it comes near: offline, on a page seen before, that
 * code may never have been fetched. The section then shows its fallback in its place, and the
 * page around it stays (not the page's error screen, which would hide what the worker kept).
 */
export class SectionBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
