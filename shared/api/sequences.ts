import {
  CreateTemplateSchema,
  EmailTemplateListSchema,
  EmailTemplateSchema,
  PreviewTemplateSchema,
  ProcessEmailsResultSchema,
  SeedResultSchema,
  SendTemplateTestSchema,
  TemplatePreviewSchema,
  TestSendResultSchema,
  UpdateTemplateSchema,
} from '../admin/email.ts';
import { EmptyBodySchema, IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The Email Sequences tab's endpoints (admin area §2, §7; D10, D26; SECURITY 9): the templates,
 * their preview and test send, the default sequence and the scheduler's run. The fixed paths come
 * before `/email-templates/:id`.
 */
export const sequencesApi = {
  list: endpoint({
    method: 'GET',
    path: '/email-templates',
    response: { status: 200, schema: EmailTemplateListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/email-templates',
    body: CreateTemplateSchema,
    response: { status: 201, schema: EmailTemplateSchema },
  }),
  preview: endpoint({
    method: 'POST',
    path: '/email-templates/preview',
    body: PreviewTemplateSchema,
    response: { status: 200, schema: TemplatePreviewSchema },
  }),
  previewFrame: endpoint({
    method: 'GET',
    path: '/email-templates/preview-frame',
    response: { status: 200, file: 'text/html', description: 'A fixed page; the admin posts the e-mail to it' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/email-templates/:id',
    params: IdParamsSchema,
    body: UpdateTemplateSchema,
    response: { status: 200, schema: EmailTemplateSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/email-templates/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/email-templates/:id/test',
    params: IdParamsSchema,
    body: SendTemplateTestSchema,
    // `status` says whether it left the server (sent) or development mode only logged it (recorded)
    response: { status: 200, schema: TestSendResultSchema },
  }),
  seedDefaults: endpoint({
    method: 'POST',
    path: '/admin/seed-email-templates',
    response: { status: 201, schema: SeedResultSchema },
  }),
  processEmails: endpoint({
    method: 'POST',
    path: '/admin/process-emails',
    body: EmptyBodySchema,
    bodyOptional: true,
    response: { status: 200, schema: ProcessEmailsResultSchema },
  }),
};
