import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type LeadTask, TASK_TITLE_MAX } from '#shared/admin/tasks.ts';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { fieldProblemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import {
  leadTasksQuery,
  staffQuery,
  useCreateLeadTask,
  useDeleteLeadTask,
  useUpdateLeadTask,
} from '../shared/leads/tasks-queries.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { isoToZonedLocal, zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { RowTextButton } from '../shared/ui/row-text-button.tsx';
import { leadTasksText } from './lead-tasks-messages.ts';

/**
 * A lead's tasks (issue 27; docs/leads.md § Tasks): the open ones by due date, then the finished;
 * a checkbox finishes one, Edit turns its row into the form, Delete asks first. Due dates and
 * times are typed and shown on the studio's clock (D26), whatever zone this browser is in.
 */
export function LeadTasks({ leadId }: { leadId: number }) {
  const t = useMessages(leadTasksText);
  const headingId = useId();
  const tasks = useQuery(leadTasksQuery(leadId));
  const { timeZone } = useStudioDates();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LeadTask | null>(null);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-display text-xl text-ink">
        {t('tasks')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('timesNote', { zone: timeZone })}</p>
      <div className="mt-3">
        {tasks.isPending ? (
          <p className="text-sm text-muted">{t('tasksLoading')}</p>
        ) : tasks.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('tasksFailed')}
          </p>
        ) : tasks.data.length === 0 ? (
          <p className="text-sm text-muted">{t('noTasks')}</p>
        ) : (
          <ul className="grid gap-2">
            {tasks.data.map((task) =>
              editing === task.id ? (
                <li key={task.id} className="rounded-md border border-stone px-3 py-3">
                  <TaskForm leadId={leadId} task={task} onClose={() => setEditing(null)} />
                </li>
              ) : (
                <TaskRow
                  key={task.id}
                  task={task}
                  onEdit={() => setEditing(task.id)}
                  onDelete={() => setDeleting(task)}
                />
              ),
            )}
          </ul>
        )}
      </div>
      <details className="mt-4 rounded-md border border-stone px-3 py-2 [&[open]]:pb-3">
        <summary className="cursor-pointer text-sm font-medium text-charcoal focus-visible:outline-2 focus-visible:outline-olive">
          <Plus className="mr-1 inline size-4 align-[-3px]" aria-hidden="true" />
          {t('newTask')}
        </summary>
        <div className="mt-3">
          <TaskForm leadId={leadId} />
        </div>
      </details>
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function TaskRow({ task, onEdit, onDelete }: { task: LeadTask; onEdit: () => void; onDelete: () => void }) {
  const t = useMessages(leadTasksText);
  const toast = useToast();
  const dates = useStudioDates();
  const update = useUpdateLeadTask();
  const checkboxId = useId();
  const toggle = async (done: boolean) => {
    try {
      await update.mutateAsync({ id: task.id, body: { done } });
      toast({ title: done ? t('taskDone') : t('taskReopened') });
    } catch (failure) {
      toast({ title: t('errorTitle'), description: refusalReason(failure) ?? t('saveFailed'), variant: 'destructive' });
    }
  };
  return (
    <li className={clsx('rounded-md border px-3 py-2', task.overdue ? 'border-clay/60 bg-clay/5' : 'border-stone')}>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={task.done}
          disabled={update.isPending}
          onChange={(event) => void toggle(event.target.checked)}
          aria-label={t('finish', { title: task.title })}
          className="mt-1 size-4 shrink-0 accent-olive"
        />
        <div className="min-w-0 flex-1">
          <label
            htmlFor={checkboxId}
            className={clsx('block font-medium break-words', task.done ? 'text-muted line-through' : 'text-charcoal')}
          >
            {task.title}
          </label>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <span>
              {task.done && task.doneAt
                ? t('doneOn', { date: dates.dateTime(task.doneAt) })
                : t('due', { date: dates.dateTime(task.dueAt) })}
            </span>
            {task.overdue && <Badge tone="accent">{t('overdue')}</Badge>}
            <span>{task.assignee ? t('assignedTo', { name: task.assignee.name }) : t('unassigned')}</span>
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <RowTextButton icon={Pencil} text={t('edit')} label={t('editTask', { title: task.title })} onClick={onEdit} />
        <RowTextButton
          icon={Trash2}
          text={t('delete')}
          label={t('deleteTask', { title: task.title })}
          onClick={onDelete}
          danger
        />
      </div>
    </li>
  );
}

type Problems = Partial<Record<'title' | 'date' | 'time' | 'assignee', string>>;

/** Add (no task) or edit (a task) one task: title, due date and time on the studio's clock, assignee. */
function TaskForm({ leadId, task, onClose }: { leadId: number; task?: LeadTask; onClose?: () => void }) {
  const t = useMessages(leadTasksText);
  const toast = useToast();
  const { timeZone } = useStudioDates();
  const staff = useQuery(staffQuery);
  const create = useCreateLeadTask();
  const update = useUpdateLeadTask();
  const pending = create.isPending || update.isPending;
  const initialLocal = task ? isoToZonedLocal(task.dueAt, timeZone) : '';
  const [title, setTitle] = useState(task?.title ?? '');
  const [date, setDate] = useState(initialLocal.slice(0, 10));
  const [time, setTime] = useState(initialLocal.slice(11, 16) || '09:00');
  const [assignee, setAssignee] = useState(task?.assignee ? String(task.assignee.id) : '');
  const [problems, setProblems] = useState<Problems>({});
  const titleRef = useRef<HTMLInputElement>(null);
  // Edit turns the row into this form: the cursor goes to its first field.
  useEffect(() => {
    if (task) titleRef.current?.focus();
  }, [task]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!title.trim()) found.title = t('titleRequired');
    if (!date) found.date = t('dateRequired');
    if (!time) found.time = t('timeRequired');
    const dueAt = date && time ? zonedLocalToIso(`${date}T${time}`, timeZone) : null;
    if (date && time && !dueAt) found.date = t('dateRequired');
    setProblems(found);
    if (Object.keys(found).length > 0 || !dueAt) return;
    const assigneeId = assignee ? Number(assignee) : null;
    try {
      if (task) {
        await update.mutateAsync({ id: task.id, body: { title, dueAt, assigneeId } });
        toast({ title: t('taskSaved') });
        onClose?.();
      } else {
        await create.mutateAsync({ leadId, body: { title, dueAt, assigneeId } });
        toast({ title: t('taskAdded') });
        setTitle('');
        titleRef.current?.focus();
      }
    } catch (failure) {
      const next: Problems = {};
      const titleProblem = fieldProblemText(failure, 'title');
      const dueProblem = fieldProblemText(failure, 'dueAt');
      const assigneeProblem = fieldProblemText(failure, 'assigneeId');
      if (titleProblem) next.title = titleProblem;
      if (dueProblem) next.date = dueProblem;
      if (assigneeProblem) next.assignee = assigneeProblem;
      setProblems(next);
      toast({ title: t('errorTitle'), description: refusalReason(failure) ?? t('saveFailed'), variant: 'destructive' });
    }
  };

  const staffOptions = (staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name }));
  // An assignee since deactivated is still shown as chosen until someone changes it.
  if (task?.assignee && !staffOptions.some((option) => option.value === String(task.assignee?.id))) {
    staffOptions.push({ value: String(task.assignee.id), label: task.assignee.name });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Field
        ref={titleRef}
        label={t('title')}
        required
        maxLength={TASK_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        {...(problems.title ? { error: problems.title } : {})}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('dueDate')}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          {...(problems.date ? { error: problems.date } : {})}
        />
        <Field
          label={t('dueTime')}
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          {...(problems.time ? { error: problems.time } : {})}
        />
      </div>
      <SelectField
        label={t('assignee')}
        placeholder={t('nobody')}
        options={staffOptions}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        {...(problems.assignee ? { error: problems.assignee } : {})}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onClose && (
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'sm')}>
            {t('cancel')}
          </button>
        )}
        <button type="submit" disabled={pending} className={buttonClass('primary', 'sm')}>
          {task ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('addTask')}
        </button>
      </div>
    </form>
  );
}

function DeleteTaskDialog({ task, onClose }: { task: LeadTask | null; onClose: () => void }) {
  const t = useMessages(leadTasksText);
  const toast = useToast();
  const remove = useDeleteLeadTask();
  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deleteTask', { title: task?.title ?? '' })}
      description={<p>{t('deleteQuestion', { title: task?.title ?? '' })}</p>}
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!task) return;
        try {
          await remove.mutateAsync(task.id);
          toast({ title: t('taskDeleted') });
        } catch (failure) {
          toast({
            title: t('errorTitle'),
            description: refusalReason(failure) ?? t('saveFailed'),
            variant: 'destructive',
          });
        }
      }}
    />
  );
}
