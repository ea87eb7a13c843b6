import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { isFormOptionFieldType, listActiveOptions } from '../services/form-options.service.ts';

export function formOptionRoutes(db: Database): Hono {
  return new Hono().get('/form-options/:fieldType', async (c) => {
    const fieldType = c.req.param('fieldType');
    if (!isFormOptionFieldType(fieldType)) return c.json({ message: `Unknown option list: ${fieldType}` }, 404);
    return c.json(await listActiveOptions(db, fieldType));
  });
}
