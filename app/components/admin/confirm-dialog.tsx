// Confirmation in the page instead of the browser's window.confirm (DESIGN.md section 6.8).
// Usage: const confirm = useConfirm(); if (await confirm(t('admin.users.confirmDelete'))) { ...delete... }
// The text is shown exactly as given (the spec's prompts); options.confirmLabel names the action button
// (default 'Delete'), options.cancelLabel the other one (default 'Cancel'), options.note a sentence after the text. Cancel has the focus first, so Enter
// never deletes by accident. Escape cancels.
// <ConfirmProvider> is mounted once by the admin layout.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';

export interface ConfirmOptions {
  /** A sentence after the question (a delete that can be undone says for how long). */
  note?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  title?: string;
}

type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider>');
  return confirm;
}

interface Pending extends ConfirmOptions {
  message: string;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((message, options = {}) => {
    resolver.current?.(false);
    setPending({ message, ...options });
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => answer(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        role="alertdialog"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{pending?.title ?? t('admin.common.confirmTitle')}</DialogTitle>
        <DialogContent>
          <div id={textId}>
            <DialogContentText sx={{ color: 'text.primary' }}>{pending?.message}</DialogContentText>
            {pending?.note && <DialogContentText sx={{ mt: 1 }}>{pending.note}</DialogContentText>}
          </div>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button autoFocus onClick={() => answer(false)}>
            {pending?.cancelLabel ?? t('admin.common.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={() => answer(true)}>
            {pending?.confirmLabel ?? t('admin.common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
