import { previewFolderOf } from '../previews/preview-files.js';
import { isDemoKey, type FileStore } from './file-store.js';

/**
 * Removes what deleted media kept in the store: each uploaded file and the previews made from
 * it (the demo seed's files stay: every fresh database shares them).
 */
export async function removeStoredFiles(store: FileStore, fileKeys: readonly (string | null)[]) {
  for (const key of fileKeys) {
    if (key === null) continue;
    await store.removeFolder(previewFolderOf(key));
    if (!isDemoKey(key)) await store.remove(key);
  }
}
