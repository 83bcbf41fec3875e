import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { hasUnsavedEdits, leaveGuardActions, useLeaveGuardStore } from '../../state';

export const LEAVE_TITLE = 'Quitter la page ?';
export const LEAVE_TEXT =
  'Vos modifications non enregistrées seront perdues. Restez sur la page pour les enregistrer ou les corriger.';

/**
 * Asks before edits are lost (issue 40): a navigation inside the app (the router's
 * blocker: the app's hash router is a data router), a reload or a closed tab (the
 * browser's own question), and the leaves asked through leaveGuardActions.confirmLeave.
 */
export function LeaveGuard() {
  const dirty = useLeaveGuardStore((state) => state.dirty.size > 0);
  const pending = useLeaveGuardStore((state) => state.pending);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedEdits() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (blocker.state !== 'blocked' && !pending) return null;
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    leaveGuardActions.settled();
  };
  const leave = () => {
    leaveGuardActions.discarded();
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.();
  };
  return (
    <ConfirmDeleteDialog
      title={LEAVE_TITLE}
      text={LEAVE_TEXT}
      confirmLabel="Quitter"
      cancelLabel="Rester"
      deleting={false}
      onConfirm={leave}
      onClose={stay}
    />
  );
}
