// Deleting an item from an admin list: the spec's question first (the page's confirm dialog), DELETE, then the
// success notice and the page's data fetched again. After a 401 the session has ended and nothing more is said.
//   const deleteItem = useDeleteItem();
//   deleteItem(`/api/blogs/${post._id}`, { question: t('admin.blog.confirmDelete'), deleted: ..., failed: ... });
import { useRevalidator } from 'react-router';
import { TRASH_KEEP_DAYS } from '../../../common/constants.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { useNotice } from './notice.tsx';
import { useAdminApi, type AdminFailure } from './use-admin-api.ts';

export interface DeleteTexts {
  question: string;
  deleted: string;
  /** The error notice; a function when it names the reason. */
  failed: string | ((failure: AdminFailure) => string);
  /** Written to the console with the reason when the delete fails. */
  log?: string;
  /** Runs after the delete, before the data is fetched again. */
  onDeleted?: () => void;
  /** The record goes to the trash: the question says it can be restored for TRASH_KEEP_DAYS days (issue 38). */
  undoable?: boolean;
  /** The notice when the item is already gone (404, e.g. handled in another tab): the data is then fetched again. */
  gone?: string;
}

export function useDeleteItem() {
  const { send } = useAdminApi();
  const { t } = useT();
  const confirm = useConfirm();
  const notify = useNotice();
  const revalidator = useRevalidator();
  return async (path: string, { question, deleted, failed, log, onDeleted, gone, undoable }: DeleteTexts) => {
    const note = undoable ? t('admin.common.undoDelete', { days: TRASH_KEEP_DAYS }) : undefined;
    if (!(await confirm(question, { note }))) return;
    const answer = await send(path, { method: 'DELETE' });
    if (answer.ok) {
      notify(deleted);
      onDeleted?.();
      await revalidator.revalidate();
    } else if (gone && answer.status === 404) {
      notify(gone, 'info');
      await revalidator.revalidate();
    } else if (answer.status !== 401) {
      if (log) console.error(log, answer.error.message);
      notify(typeof failed === 'function' ? failed(answer) : failed, 'error');
    }
  };
}
