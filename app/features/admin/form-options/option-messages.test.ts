import { describe, expect, it } from 'vitest';
import {
  fieldTypeFixedMessage,
  optionInUseMessage,
  valueInUseMessage,
  valueTakenMessage,
  // biome-ignore lint/style/noRestrictedImports: the test pins the server's sentences this module translates, so a reworded one fails here
} from '#server/modules/studio/form-options-admin.service.ts';
import { type AdminFormOption, CreateFormOptionSchema } from '#shared/admin/content.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminI18n } from '../shared/i18n/i18n.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import { withListOrder } from './form-options-queries.ts';
import { type formOptionsText, messages } from './messages.ts';
import { failureReason, localizeOptionMessage } from './option-messages.ts';

// Registers the catalog (the import of messages.ts does) and gives a plain translate function.
function translator(language: 'en' | 'es' | 'fr'): Translate<typeof formOptionsText.en> {
  const t = adminI18n.getFixedT(language, 'formOptions');
  return (key, values) => t(key, values ?? {}) as string;
}

describe('localizeOptionMessage', () => {
  const es = translator('es');

  it('translates the server’s D25 refusals with their counts and nouns', () => {
    expect(localizeOptionMessage(es, optionInUseMessage('projectStyle', 3))).toBe(
      'Esta opción la usan 3 proyectos. Desactívala: saldrá de los formularios y los elementos guardados la conservarán.',
    );
    expect(localizeOptionMessage(es, optionInUseMessage('blogCategory', 1))).toContain('1 entrada del blog');
    expect(localizeOptionMessage(es, valueInUseMessage('budget', 2))).toContain('2 contactos');
    expect(localizeOptionMessage(es, valueTakenMessage('projectType', 'kitchen-bath'))).toBe(
      'Ya existe una opción con el valor «kitchen-bath» en Tipos de proyecto.',
    );
    expect(localizeOptionMessage(es, fieldTypeFixedMessage('budget'))).toBe(messages.es.fieldTypeFixed);
  });

  it('keeps English as the server wrote it, and passes unknown sentences through', () => {
    const en = translator('en');
    expect(localizeOptionMessage(en, optionInUseMessage('projectCategory', 2))).toBe(
      optionInUseMessage('projectCategory', 2),
    );
    expect(localizeOptionMessage(es, 'Something new the server says.')).toBe('Something new the server says.');
    expect(localizeOptionMessage(es, undefined)).toBeUndefined();
  });

  it('translates every sentence of the shared schema, also with the server’s field prefix', () => {
    const result = CreateFormOptionSchema.safeParse({ fieldType: 'budget', value: '', label: '' });
    expect(result.success).toBe(false);
    const english = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(english.length).toBeGreaterThan(0);
    for (const message of english) expect(localizeOptionMessage(es, message)).not.toBe(message);
    const pattern = CreateFormOptionSchema.safeParse({ fieldType: 'budget', value: 'Not Valid', label: 'x' });
    const patternMessage = pattern.error?.issues[0]?.message ?? '';
    expect(localizeOptionMessage(es, `value: ${patternMessage}`)).toBe(messages.es.valuePattern);
  });
});

describe('failureReason', () => {
  const en = translator('en');
  it('gives a refusal’s reason, never a 500’s generic sentence or a dropped connection', () => {
    expect(failureReason(en, new ApiError(optionInUseMessage('projectType', 4), 409))).toBe(
      optionInUseMessage('projectType', 4),
    );
    expect(failureReason(en, new ApiError('Something went wrong on our side. Please try again.', 500))).toBeUndefined();
    expect(failureReason(en, new ApiError('The upload was interrupted.', 0))).toBeUndefined();
    expect(failureReason(en, new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('withListOrder', () => {
  const option = (id: number, fieldType: AdminFormOption['fieldType']): AdminFormOption => ({
    id,
    fieldType,
    value: `v${id}`,
    label: `L${id}`,
    active: true,
    order: id,
    usage: 0,
  });
  const all = [option(1, 'projectType'), option(2, 'projectType'), option(3, 'budget'), option(4, 'projectType')];

  it('reorders one list in the slots it held and leaves the others where they were', () => {
    expect(withListOrder(all, 'projectType', [4, 1, 2]).map((o) => o.id)).toEqual([4, 1, 3, 2]);
  });

  it('leaves everything as it was when the ids are not exactly that list', () => {
    expect(withListOrder(all, 'projectType', [4, 1]).map((o) => o.id)).toEqual([1, 2, 3, 4]);
    expect(withListOrder(all, 'projectType', [4, 1, 3]).map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});
