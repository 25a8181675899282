// No lost typing in the admin forms (issue 13.3). A form says whether it holds unsaved changes:
//   useUnsavedChanges(form.dirty || image !== null);
// While any form does:
// - leaving its page inside the app (Back, a sidebar link, the account menu) first asks in the page, with the
//   product's confirmation dialog: 'You have unsaved changes. Are you sure you want to leave this page?'
//   ('Stay on this page' has the focus; 'Leave without saving' goes on);
// - a reload, closing the tab or a link out of the app gets the browser's own 'Leave site?' prompt (the only one a
//   page may show then);
// - useConfirmLeave() asks the same before an action that leaves (signing out).
// <UnsavedChangesProvider> is mounted once by the admin layout, inside <ConfirmProvider>.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useConfirm } from './confirm-dialog.tsx';

interface UnsavedChanges {
  mark: (id: string, dirty: boolean) => void;
  confirmLeave: () => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const confirm = useConfirm();
  // The forms with unsaved changes, by their id. Read when a navigation starts, so a ref is enough.
  const dirty = useRef(new Set<string>());

  const ask = useCallback(
    () =>
      confirm(t('admin.unsaved.question'), {
        title: t('admin.unsaved.title'),
        confirmLabel: t('admin.unsaved.leave'),
        cancelLabel: t('admin.unsaved.stay'),
      }),
    [confirm, t],
  );

  // Only a move to another page loses the form; the same page with another query keeps it.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const current = useRef<Blocker>(blocker);
  useEffect(() => {
    current.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask().then((leave) => {
      const now = current.current;
      if (now.state !== 'blocked') return;
      if (leave) {
        dirty.current.clear();
        now.proceed();
      } else {
        now.reset();
      }
    });
  }, [blocker.state, ask]);

  // Reload, closing the tab, an address typed or a link out of the app: the browser's prompt.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers prompt only for a non-empty returnValue (they show their own text, not this one).
      event.returnValue = t('admin.unsaved.question');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [t]);

  const value = useMemo<UnsavedChanges>(
    () => ({
      mark: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
      confirmLeave: async () => {
        if (dirty.current.size === 0) return true;
        const leave = await ask();
        if (leave) dirty.current.clear();
        return leave;
      },
    }),
    [ask],
  );

  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/** Tells the admin layout whether this form holds changes that are not saved yet. */
export function useUnsavedChanges(dirty: boolean): void {
  const context = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    if (!context) return;
    context.mark(id, dirty);
    return () => context.mark(id, false);
  }, [context, id, dirty]);
}

/** Before an action that leaves the page (signing out): asks when a form has unsaved changes; true to go on. */
export function useConfirmLeave(): () => Promise<boolean> {
  const context = useContext(UnsavedChangesContext);
  return useCallback(() => context?.confirmLeave() ?? Promise.resolve(true), [context]);
}
