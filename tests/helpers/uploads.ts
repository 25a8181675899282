// The temporary folders of forms being read in this process (server/http/multipart.ts): none once every answer
// is sent, and gone from the disk.
import fs from 'node:fs/promises';
import { uploadFoldersInUse } from '../../server/http/multipart.ts';

let seen: string[] = [];

/** The folders still in use, and any folder seen before that is still on disk. */
export async function pendingUploadFolders(): Promise<string[]> {
  const now = uploadFoldersInUse();
  seen = [...new Set([...seen, ...now])];
  const onDisk = await Promise.all(
    seen.map((dir) =>
      fs.stat(dir).then(
        () => dir,
        () => null,
      ),
    ),
  );
  return [...new Set([...now, ...onDisk.filter((dir) => dir !== null)])];
}
