import { MAX_ZIP_ENTRIES } from '@portal/contract';
import { ESCAPING_NAMES, zipBomb } from '../test/hostile-files-support.js';
import { listZip } from './zip-listing.js';

it('lists a zip bomb from its index: what it declares, its first entries, nothing unpacked', async () => {
  const before = process.memoryUsage().rss;
  const listing = await listZip({ kind: 'buffer', buffer: zipBomb(1500) });
  expect(listing.totalEntries).toBe(1500);
  expect(listing.entries).toHaveLength(MAX_ZIP_ENTRIES);
  expect(listing.entries.slice(0, 4)).toEqual([
    ...Object.values(ESCAPING_NAMES).map((name) =>
      expect.objectContaining({ name, size: 0xfffffffe, isDirectory: false }),
    ),
    // A zip inside is one entry: it is never opened.
    expect.objectContaining({ name: 'inner.zip', isDirectory: false }),
  ]);
  // Inflated, its entries would be about 70 GB.
  expect(process.memoryUsage().rss - before).toBeLessThan(200_000_000);
});
