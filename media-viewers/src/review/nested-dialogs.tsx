import { Modal, type ModalProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Mantine closes every open modal on one Escape (each listens on the window). The panel's
 * dialogs open over the media dialog, so while one is open the media dialog ignores Escape and
 * the key closes only the dialog on top.
 */
const NestedDialogContext = createContext<(change: 1 | -1) => void>(() => undefined);

/** Counts the dialogs open inside `children`; `render(nested)` decides the outer Escape. */
export function NestedDialogScope({ render }: { render: (nested: boolean) => ReactNode }) {
  const [open, setOpen] = useState(0);
  const report = useCallback((change: 1 | -1) => setOpen((count) => count + change), []);
  return (
    <NestedDialogContext.Provider value={report}>{render(open > 0)}</NestedDialogContext.Provider>
  );
}

/**
 * Tells the enclosing media dialog that a dialog opened from inside it is open (one the page
 * holds elsewhere, such as 'Upload a new version of …'), so Escape closes only that one.
 */
export function useNestedDialog(opened: boolean) {
  const report = useContext(NestedDialogContext);
  useEffect(() => {
    if (!opened) return;
    report(1);
    return () => report(-1);
  }, [opened, report]);
}

/** A Mantine modal that tells the enclosing media dialog it is open. */
export function NestedModal(props: ModalProps) {
  useNestedDialog(props.opened);
  return <Modal centered {...props} />;
}
