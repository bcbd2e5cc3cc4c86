import fs from 'node:fs';
import path from 'node:path';
import { MOVE_TABLES } from './move-tables.js';

// This folder's CONTEXT.md documents the moves as tables; the contract's tables decide. When the
// contract changes, paste the expected table printed by the failure into that CONTEXT.md.
const context = fs.readFileSync(path.join(__dirname, 'CONTEXT.md'), 'utf8');

it.each(Object.entries(MOVE_TABLES))(
  'documents the %s moves as the contract has them',
  (_, table) => {
    expect(context).toContain(table);
  },
);
