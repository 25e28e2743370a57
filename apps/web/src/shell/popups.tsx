import { CONTENTS_TYPES } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { usePopups } from './api/get-popups';
import { isPopupHidden } from './popup-store';

const PopupDialog = lazy(() => import('./popup-dialog'));

/** Popups from the popup contents, minus those closed, snoozed for a day or refused for good. */
export function Popups() {
  const { data } = usePopups(CONTENTS_TYPES.popup);
  // Re-read the stores after each choice.
  const [revision, setRevision] = useState(0);
  const visible = (data?.popups ?? []).filter((p) => !isPopupHidden(p.contentsVersionId));
  if (!visible.length) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog key={revision} popups={visible} onDone={() => setRevision((r) => r + 1)} />
    </Suspense>
  );
}
