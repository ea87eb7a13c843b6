import {
  AdminNoticesSchema,
  EmailCheckResultSchema,
  EmailConfigSchema,
  EmailStatusReportSchema,
  ProblemSendPageSchema,
  ProblemSendsQuerySchema,
  RetriedSendSchema,
  TestEmailSchema,
  TestSendResultSchema,
} from '../admin/email.ts';
import { OverviewSchema } from '../admin/overview.ts';
import { DemoDataClearedSchema, StudioSettingsResponseSchema, StudioSettingsSchema } from '../admin/studio.ts';
import { EmptyBodySchema, IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The studio settings record at /admin/studio (D6, D9, D26) and the dashboard's overview (D27). */
export const studioApi = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/settings',
    response: { status: 200, schema: StudioSettingsResponseSchema },
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings',
    body: StudioSettingsSchema,
    response: { status: 200, schema: StudioSettingsResponseSchema },
  }),
  overview: endpoint({ method: 'GET', path: '/admin/overview', response: { status: 200, schema: OverviewSchema } }),
  /** issue 27: deletes the demo studio's fictional clients (every demo=true lead, booking and task); admins only */
  clearDemoData: endpoint({
    method: 'POST',
    path: '/admin/demo-data/clear',
    body: EmptyBodySchema,
    bodyOptional: true,
    response: { status: 200, schema: DemoDataClearedSchema },
  }),
};

/** Email Setup (admin area §2, §3, §4, §7; D13) and the admin frame's notices. */
export const emailSetupApi = {
  status: endpoint({
    method: 'GET',
    path: '/admin/email-status',
    response: { status: 200, schema: EmailStatusReportSchema },
  }),
  /** answers the new status */
  saveConfig: endpoint({
    method: 'POST',
    path: '/admin/email-config',
    body: EmailConfigSchema,
    response: { status: 200, schema: EmailStatusReportSchema },
  }),
  /** a button's write: no body */
  check: endpoint({
    method: 'POST',
    path: '/admin/email-check',
    response: { status: 200, schema: EmailCheckResultSchema },
  }),
  /** to the studio's notification address unless `to` is given; no body at all is `{}` */
  testSend: endpoint({
    method: 'POST',
    path: '/admin/test-email',
    body: TestEmailSchema,
    bodyOptional: true,
    response: { status: 200, schema: TestSendResultSchema },
  }),
  problemSends: endpoint({
    method: 'GET',
    path: '/admin/email-sends',
    query: ProblemSendsQuerySchema,
    response: { status: 200, schema: ProblemSendPageSchema },
  }),
  retrySend: endpoint({
    method: 'POST',
    path: '/admin/email-sends/:id/retry',
    params: IdParamsSchema,
    response: { status: 200, schema: RetriedSendSchema },
  }),
  notices: endpoint({ method: 'GET', path: '/admin/notices', response: { status: 200, schema: AdminNoticesSchema } }),
};
