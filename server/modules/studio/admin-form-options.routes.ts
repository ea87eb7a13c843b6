import { formOptionsApi } from '#shared/api/form-options.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { unknownOptionList } from './form-options.service.ts';
import {
  createFormOption,
  deleteFormOption,
  listFormOptions,
  OPTION_NOT_FOUND,
  reorderFormOptions,
  updateFormOption,
} from './form-options-admin.service.ts';

const CONFLICT = { 409: 'Conflicts with what is stored (the message says how)' };

/** The Form Options Manager (admin area §2 'Form Options tab', §7; D1, D25). A malformed `:id` is the option's 404. */
export const adminFormOptionRoutes: ApiRoute[] = [
  route(formOptionsApi.all, {
    access: 'content.read',
    summary: 'Every option of every list, active or not, with how many stored items use it',
    handle: (c) => listFormOptions(c.get('deps').db),
  }),
  route(formOptionsApi.create, {
    access: 'content.write',
    summary: 'Add an option at the end of its list (value unique in the list)',
    errors: CONFLICT,
    handle: (c, { body }) => createFormOption(c.get('deps'), signedInUser(c), body),
  }),
  route(formOptionsApi.update, {
    access: 'content.write',
    summary: 'Edit an option: label and active always, the value only while nothing uses it',
    errors: CONFLICT,
    notFound: OPTION_NOT_FOUND,
    handle: (c, { params, body }) => updateFormOption(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(formOptionsApi.remove, {
    access: 'content.write',
    summary: 'Delete an option nothing uses (D25: one in use is deactivated instead)',
    notFound: OPTION_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteFormOption(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(formOptionsApi.reorder, {
    access: 'content.write',
    summary: 'Save the order of one list (exactly its current options)',
    notFound: unknownOptionList,
    handle: (c, { params, body }) =>
      reorderFormOptions(c.get('deps'), signedInUser(c), params.fieldType, body.orderedIds),
  }),
];
