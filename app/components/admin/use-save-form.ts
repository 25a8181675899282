// The Save plumbing that every admin form shares; what a page says about the outcome stays in the page.
//   const save = useSaveForm<string>();                    // the type of the failure the page shows
//   <form onSubmit={save.onSubmit(async () => { ... })}>   // one submit at a time; the last failure is cleared
//   const result = await save.store<BlogPost>('/api/blogs', post?._id, { form: body, withFiles: !!image });
//   save.saving, save.progress (upload percent while files go along, else null), save.failure, save.setFailure
//   const body = formBody(data, form.values);              // a multipart body of the form's checked fields
import { useCallback, useState, type SyntheticEvent } from 'react';
import { useAdminApi, type AdminResult } from './use-admin-api.ts';

/** A multipart body with the checked `data` of the form's fields (those of `values`; numbers as their digits). */
export function formBody<V extends object>(data: Record<keyof V, unknown>, values: V): FormData {
  const body = new FormData();
  for (const key of Object.keys(values) as (keyof V & string)[]) body.set(key, String(data[key]));
  return body;
}

/** Multipart (with the upload progress followed while files go along) or JSON. */
export type SaveBody = { form: FormData; withFiles: boolean } | { json: unknown };

export function useSaveForm<Failure = string>() {
  const { send } = useAdminApi();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  /**
   * The form's submit handler (or a second button's click handler: the blog's 'Save as draft'): runs `save`
   * unless a save is under way (spec section 4).
   */
  const onSubmit = (save: () => Promise<void> | void) => (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    void save();
  };

  /**
   * POST to `path` for a new record, PUT to `path/{id}` for a stored one (with `query`, e.g. '?with=translations');
   * `saving` is true meanwhile.
   */
  const store = useCallback(
    async <T>(path: string, id: string | null | undefined, body: SaveBody, query = ''): Promise<AdminResult<T>> => {
      const withFiles = 'form' in body && body.withFiles;
      setSaving(true);
      setProgress(withFiles ? 0 : null);
      const result = await send<T>((id ? `${path}/${id}` : path) + query, {
        method: id ? 'PUT' : 'POST',
        ...('form' in body
          ? { form: body.form, onProgress: withFiles ? setProgress : undefined }
          : { json: body.json }),
      });
      setSaving(false);
      setProgress(null);
      return result;
    },
    [send],
  );

  return { saving, progress, failure, setFailure, onSubmit, store };
}
