import { lazy, Suspense, useState, type ComponentProps } from 'react';

// Few visitors report a board or a service: the dialog's code (its form, reasons and strings)
// loads when it is first opened, not with every board and service page.
const Dialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** The report dialog (report-dialog.tsx); once opened it stays mounted, so closing it works as before. */
export function LazyReportDialog(props: ComponentProps<typeof Dialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
