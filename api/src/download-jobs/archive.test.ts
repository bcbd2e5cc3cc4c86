import { entryName } from './archive.js';

// The names a zip's files get: what someone who unpacks it double-clicks.

it('names an entry by its position and title, with its own file’s extension', () => {
  expect(entryName(2, 'Fly-through', 'v3-prores.mov', 'video/quicktime')).toBe(
    '03 Fly-through.mov',
  );
  expect(entryName(0, 'Dusk from the foreshore', 'dusk.JPEG', 'image/jpeg')).toBe(
    '01 Dusk from the foreshore.jpeg',
  );
});

it('falls back on the type’s extension, and never doubles one the title has', () => {
  expect(entryName(3, 'Site plan', 'plan', 'application/pdf')).toBe('04 Site plan.pdf');
  expect(entryName(4, 'report.pdf', 'report.pdf', 'application/pdf')).toBe('05 report.pdf');
  expect(entryName(5, 'Notes', 'notes', 'application/octet-stream')).toBe('06 Notes');
});
