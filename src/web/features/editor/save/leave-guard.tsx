import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { SaveCycle } from './save-cycle';

/**
 * Spec: leaving the editor with unsaved changes warns first — closing or reloading the tab
 * (beforeunload) and navigating inside the site (react-router's blocker). `isOwnNavigation`
 * lets the editor's own route change (/editor/cv/{id} after the first save) through.
 */
export function LeaveGuard({ saveCycle, isOwnNavigation }: { saveCycle: SaveCycle; isOwnNavigation: (pathname: string) => boolean }) {
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      saveCycle.hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname && !isOwnNavigation(nextLocation.pathname),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      saveCycle.flushLocal();
      if (!saveCycle.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saveCycle]);

  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && blocker.state === 'blocked' && blocker.reset()}
      size="sm"
      title="Modifications non sauvegardées"
      description="Vos dernières modifications ne sont pas encore sauvegardées. Voulez-vous les sauvegarder avant de quitter l’éditeur&nbsp;?"
      footer={
        <>
          <Button variant="ghost" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Quitter sans sauvegarder
          </Button>
          <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
            Rester
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              setSaving(true);
              void saveCycle.saveNow().then((saved) => {
                setSaving(false);
                if (blocker.state !== 'blocked') return;
                if (saved) blocker.proceed();
                else blocker.reset();
              });
            }}
          >
            Sauvegarder et quitter
          </Button>
        </>
      }
    />
  );
}
