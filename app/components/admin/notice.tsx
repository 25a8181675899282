// Success and failure messages shown in the page (a snackbar at the bottom), with the spec's texts.
// Usage: const notify = useNotice(); notify(t('admin.users.deleted')); notify(message, 'error');
// Errors stay until closed (role alert, read out at once); successes close after 5 s (role status).
// <NoticeProvider> is mounted once by the admin layout. For errors that belong to a field or a form, show
// them inline instead (see admin-form.ts).
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';

type Notify = (message: string, severity?: AlertColor) => void;

const NoticeContext = createContext<Notify | null>(null);

export function useNotice(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotice() needs <NoticeProvider>');
  return notify;
}

interface Notice {
  id: number;
  message: string;
  severity: AlertColor;
}

let counter = 0;

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((message, severity = 'success') => {
    counter += 1;
    setNotice({ id: counter, message, severity });
    setOpen(true);
  }, []);

  const isError = notice?.severity === 'error' || notice?.severity === 'warning';
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.id}
        open={open}
        autoHideDuration={isError ? null : 5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          role={isError ? 'alert' : 'status'}
          onClose={() => setOpen(false)}
          slotProps={{ closeButton: { title: t('admin.common.close'), 'aria-label': t('admin.common.close') } }}
          sx={{ width: '100%', alignItems: 'center' }}
          data-testid="notice"
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NoticeContext.Provider>
  );
}
