import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CONSULTATION_LOCATIONS, type ConsultationLocation, type ConsultationType } from '#shared/booking.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { fieldProblemText, refusalText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { LOCATION_KEYS } from './booking-dialog.tsx';
import { typesQuery, useCreateType, useUpdateType } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';

/** The consultation types a visitor chooses from on `/book` (the inactive ones stay, hidden from visitors). */
export function TypesSection() {
  const t = useMessages(bookingsText);
  const types = useQuery(typesQuery);
  const [editing, setEditing] = useState<{ type: ConsultationType | null } | null>(null);
  const [last, setLast] = useState<ConsultationType | null>(null);
  return (
    <section aria-labelledby="types-heading" className="rounded-lg border border-stone bg-white p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="types-heading" className="font-display text-xl text-ink">
            {t('typesHeading')}
          </h2>
          <p className="text-sm text-muted">{t('typesAbout')}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setEditing({ type: null });
            setLast(null);
          }}
          className={buttonClass('primary')}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('addType')}
        </button>
      </div>
      {types.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : types.isError ? (
        <ListError error={types.error} onRetry={() => types.refetch()} />
      ) : types.data.length === 0 ? (
        <p className="text-sm text-muted">{t('noTypes')}</p>
      ) : (
        <ul className="divide-y divide-stone">
          {types.data.map((type) => (
            <li key={type.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {type.name}
                  {!type.active && <Badge tone="quiet">{t('inactive')}</Badge>}
                </p>
                <p className="text-sm text-muted">
                  {[t('minutes', { count: type.durationMinutes }), t(LOCATION_KEYS[type.location]), type.priceText]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  setEditing({ type });
                  setLast(type);
                }}
                aria-label={t('editTypeNamed', { name: type.name })}
                className={buttonClass('secondary', 'sm')}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('edit')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={(editing?.type ?? last) ? t('editType') : t('addType')}
      >
        {editing && <TypeForm key={editing.type?.id ?? 'new'} type={editing.type} onDone={() => setEditing(null)} />}
      </AdminDialog>
    </section>
  );
}

type TypeField = 'name' | 'description' | 'durationMinutes' | 'location' | 'priceText';

function TypeForm({ type, onDone }: { type: ConsultationType | null; onDone: () => void }) {
  const t = useMessages(bookingsText);
  const toast = useToast();
  const create = useCreateType();
  const update = useUpdateType();
  const [name, setName] = useState(type?.name ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [duration, setDuration] = useState(String(type?.durationMinutes ?? 60));
  const [location, setLocation] = useState<ConsultationLocation>(type?.location ?? 'video');
  const [priceText, setPriceText] = useState(type?.priceText ?? '');
  const [active, setActive] = useState(type?.active ?? true);
  const [problems, setProblems] = useState<Partial<Record<TypeField, string>>>({});
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, description, durationMinutes: Number(duration), location, priceText, active };
    try {
      if (type) await update.mutateAsync({ id: type.id, body });
      else await create.mutateAsync(body);
      toast({ title: t('typeSaved') });
      onDone();
    } catch (failure) {
      const fields: TypeField[] = ['name', 'description', 'durationMinutes', 'location', 'priceText'];
      setProblems(Object.fromEntries(fields.map((field) => [field, fieldProblemText(failure, field)])));
      toast({ title: t('errorTitle'), description: refusalText(failure) ?? t('typeFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('typeName')}
        required
        maxLength={100}
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextareaField
        label={t('typeDescription')}
        rows={3}
        maxLength={1000}
        value={description}
        error={problems.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('typeLength')}
          type="number"
          required
          min={15}
          max={480}
          step={5}
          value={duration}
          error={problems.durationMinutes}
          onChange={(event) => setDuration(event.target.value)}
        />
        <SelectField
          label={t('where')}
          value={location}
          onValueChange={setLocation}
          options={CONSULTATION_LOCATIONS.map((value) => ({ value, label: t(LOCATION_KEYS[value]) }))}
          error={problems.location}
        />
      </div>
      <Field
        label={t('typePrice')}
        hint={t('typePriceHint')}
        maxLength={100}
        value={priceText}
        error={problems.priceText}
        onChange={(event) => setPriceText(event.target.value)}
      />
      <SwitchField label={t('typeActive')} hint={t('typeActiveHint')} checked={active} onCheckedChange={setActive} />
      <DialogActions>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('close')}
        </button>
        <button type="submit" disabled={pending} className={buttonClass('primary')}>
          {pending ? t('working') : t('save')}
        </button>
      </DialogActions>
    </form>
  );
}
