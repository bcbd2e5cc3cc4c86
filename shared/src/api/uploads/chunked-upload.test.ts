import type { CommentAttachment, Media, UploadStatus } from '@portal/contract';
import { ApiError } from '../api-error';
import { cancelAttachment, uploadAttachment, type AttachmentTransport } from './upload-attachment';
import { cancelUpload, uploadFile, type UploadTransport } from './upload-file';

const CHUNK = 65_536;
const file = new File([new Uint8Array(CHUNK * 2 + 1000).fill(3)], 'flythrough.mp4', {
  type: 'video/mp4',
  lastModified: 5,
});
const target = { postId: 9, mediaType: 'Video' as const };
const medium = { id: 41, title: 'flythrough' } as Media;
const attachment = { id: 3, fileName: 'flythrough.mp4' } as CommentAttachment;

/** A server in memory: the chunks it holds per upload, every call it got, failures on demand. */
function fakeServer() {
  const held = new Map<string, Map<number, { fields: Record<string, string>; size: number }>>();
  const calls: string[] = [];
  const failures: Array<ApiError | null> = [];
  const transport: UploadTransport & AttachmentTransport = {
    status: async (uploadId) => {
      calls.push(`status ${uploadId}`);
      const chunks = held.get(uploadId);
      if (!chunks) throw new ApiError(404, 'This upload is not known.');
      return {
        uploadId,
        fileName: file.name,
        totalChunks: 3,
        totalSize: file.size,
        chunkSize: CHUNK,
        received: [...chunks.keys()].sort(),
        expiresAt: '',
      } satisfies UploadStatus;
    },
    postChunk: async (form, _signal, onProgress) => {
      const fields = Object.fromEntries(
        [...form.entries()].flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value]] : [],
        ),
      );
      const chunk = form.get('chunk') as Blob;
      calls.push(`chunk ${fields.chunkNumber}`);
      expect([...form.keys()].at(-1)).toBe('chunk');
      onProgress({ loaded: chunk.size / 2, total: chunk.size });
      const failure = failures.shift();
      if (failure) throw failure;
      onProgress({ loaded: chunk.size, total: chunk.size });
      const chunks = held.get(fields.uploadId!) ?? new Map();
      chunks.set(Number(fields.chunkNumber), { fields, size: chunk.size });
      held.set(fields.uploadId!, chunks);
      return {};
    },
    finalize: async (body) => {
      calls.push(`finalize ${body.totalChunks} ${body.totalSize}`);
      held.delete(body.uploadId);
      return medium;
    },
    finish: async (mediaId, body) => {
      calls.push(`finish ${mediaId} ${body.fileName} ${body.totalChunks} ${body.totalSize}`);
      held.delete(body.uploadId);
      return attachment;
    },
    cancel: async (uploadId) => {
      calls.push(`cancel ${uploadId}`);
      held.delete(uploadId);
      return {};
    },
    preview: async () => {
      throw new Error('An upload itself never asks after previews.');
    },
  };
  return { held, calls, failures, transport };
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

it("sends the file in chunks with the spec's fields, then finishes it; progress stays at 90% until then", async () => {
  const server = fakeServer();
  const storage = memoryStorage();
  const percents: number[] = [];
  const result = await uploadFile(file, target, {
    chunkSize: CHUNK,
    transport: server.transport,
    storage,
    onProgress: ({ percent }) => percents.push(percent),
  });
  expect(result).toBe(medium);
  expect(server.calls).toEqual(['chunk 1', 'chunk 2', 'chunk 3', `finalize 3 ${file.size}`]);
  expect(Math.max(...percents.slice(0, -1))).toBe(90);
  expect(percents.at(-1)).toBe(100);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(storage.items.size).toBe(0);
});

it('retries a chunk that failed for a passing reason after 1, 3 and 5 s, and stops on a refusal', async () => {
  const server = fakeServer();
  const waits: number[] = [];
  server.failures.push(new ApiError(503, 'Busy'), new ApiError(0, 'Offline'));
  await uploadFile(file, target, {
    chunkSize: CHUNK,
    transport: server.transport,
    storage: memoryStorage(),
    sleep: async (ms) => void waits.push(ms),
  });
  expect(waits).toEqual([1000, 3000]);
  expect(server.calls.slice(0, 3)).toEqual(['chunk 1', 'chunk 1', 'chunk 1']);

  const refused = fakeServer();
  refused.failures.push(new ApiError(403, 'You do not have permission to change this project.'));
  await expect(
    uploadFile(file, target, {
      chunkSize: CHUNK,
      transport: refused.transport,
      storage: memoryStorage(),
    }),
  ).rejects.toMatchObject({ status: 403 });
  expect(refused.calls).toEqual(['chunk 1']);
});

it('resumes where it stopped: the chunks the API holds are not sent again, even after a reload', async () => {
  const server = fakeServer();
  const storage = memoryStorage();
  // The connection drops for good during the second chunk.
  server.failures.push(null, ...Array<ApiError>(4).fill(new ApiError(0, 'Offline')));
  await expect(
    uploadFile(file, target, {
      chunkSize: CHUNK,
      transport: server.transport,
      storage,
      sleep: async () => undefined,
    }),
  ).rejects.toMatchObject({ status: 0 });
  expect(server.calls.filter((call) => call === 'chunk 1')).toHaveLength(1);

  // Later (the page reloaded: only the storage is left), the same file is picked again.
  server.calls.length = 0;
  const percents: number[] = [];
  await uploadFile(file, target, {
    chunkSize: CHUNK,
    transport: server.transport,
    storage,
    onProgress: ({ percent }) => percents.push(percent),
  });
  expect(server.calls).toEqual([
    expect.stringMatching(/^status /),
    'chunk 2',
    'chunk 3',
    `finalize 3 ${file.size}`,
  ]);
  // It starts from what the API already holds, not from nothing.
  expect(percents[0]).toBeGreaterThan(25);
});

it('cancels: the API drops what it holds and a new upload starts from the beginning', async () => {
  const server = fakeServer();
  const storage = memoryStorage();
  server.failures.push(null, new ApiError(403, 'Stop'));
  await uploadFile(file, target, { chunkSize: CHUNK, transport: server.transport, storage }).catch(
    () => undefined,
  );
  const [uploadId] = storage.items.values();
  await cancelUpload(file, target.postId, {
    chunkSize: CHUNK,
    transport: server.transport,
    storage,
  });
  expect(server.calls.at(-1)).toBe(`cancel ${uploadId}`);
  expect(server.held.size).toBe(0);
  expect(storage.items.size).toBe(0);
});

it("sends a comment's attachment with attachmentFor instead of postId and finishes it on the review", async () => {
  const server = fakeServer();
  const storage = memoryStorage();
  const percents: number[] = [];
  const result = await uploadAttachment(file, 12, {
    chunkSize: CHUNK,
    transport: server.transport,
    storage,
    onProgress: ({ percent }) => percents.push(percent),
  });
  expect(result).toBe(attachment);
  expect(server.calls).toEqual([
    'chunk 1',
    'chunk 2',
    'chunk 3',
    `finish 12 flythrough.mp4 3 ${file.size}`,
  ]);
  expect(percents.at(-1)).toBe(100);
  expect(storage.items.size).toBe(0);

  // Its chunks name the medium, never a post; a stopped one is cancelled under its own key.
  server.failures.push(null, new ApiError(413, 'Too large'));
  const sent: string[] = [];
  const spying: AttachmentTransport = {
    ...server.transport,
    postChunk: (form, signal, onProgress) => {
      sent.push(`${form.get('attachmentFor')} ${form.get('postId')}`);
      return server.transport.postChunk(form, signal, onProgress);
    },
  };
  await expect(
    uploadAttachment(file, 12, { chunkSize: CHUNK, transport: spying, storage }),
  ).rejects.toMatchObject({ status: 413 });
  expect(sent).toEqual(['12 null', '12 null']);
  const [uploadId] = storage.items.values();
  // A post's cancel of the same file leaves the attachment's upload alone.
  await cancelUpload(file, 12, { chunkSize: CHUNK, transport: server.transport, storage });
  expect(storage.items.size).toBe(1);
  await cancelAttachment(file, 12, { chunkSize: CHUNK, transport: server.transport, storage });
  expect(server.calls.at(-1)).toBe(`cancel ${uploadId}`);
  expect(storage.items.size).toBe(0);
});
