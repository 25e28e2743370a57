import { CONTENTS_TYPES } from '@portal/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { usePopups } from './api/get-popups';
import { isPopupHidden, isSignInPath } from './popup-store';

const PopupDialog = lazy(() => import('./popup-dialog'));

/** The popups themselves: asked for only where they may show, once the session is known (a member's are their own). */
function PopupList() {
  const { user, building } = useSession();
  const { data } = usePopups(CONTENTS_TYPES.popup, user?.id ?? 0, !building);
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

/**
 * Popups from the popup contents, minus those closed in this session, snoozed for a day or refused
 * for good; never over the sign-in pages (not even asked for there).
 */
export function Popups() {
  const { pathname } = useLocation();
  return isSignInPath(pathname) ? null : <PopupList />;
}
