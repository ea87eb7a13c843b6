import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PostForm } from '../../blog/post-form.tsx';
import { ProjectForm } from '../../projects/project-form.tsx';
import type { DraftSlot } from '../../shared/content-forms/kept-draft.ts';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { shellText } from '../../shared/sections/messages.ts';
import { FormDialog, type FormDialogControls } from '../../shared/ui/form-dialog.tsx';
import { TestimonialForm } from '../../testimonials/testimonial-form.tsx';
import { CONTENT_TYPES, type ContentType, ContentTypeChoice } from './content-type-choice.tsx';
import { addContentText } from './messages.ts';

/**
 * The header's 'Add Content' (admin area §5): a project, blog post or testimonial in one dialog,
 * each in its kind's own form (the one its tab uses, in its Add Content shape). Something typed is
 * not lost silently: closing a changed dialog asks. Loaded with its first opening (admin-header.tsx),
 * so the forms it holds are not in the dashboard's first load.
 */
export default function AddContentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(shellText);
  const tAdd = useMessages(addContentText);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('addContent')} description={tAdd('intro')}>
      {(controls) => <AddContent {...controls} />}
    </FormDialog>
  );
}

/**
 * The kind chooser over the chosen kind's form. What was typed in another kind's form is kept as
 * its draft, put back when that kind is chosen again, and counts as a change when the dialog closes.
 */
function AddContent({ onDirtyChange, onCancel, onDone }: FormDialogControls) {
  const [type, setType] = useState<ContentType>('project');
  const drafts = useRef(new Map<ContentType, FieldValues>());
  const slots = useMemo(
    () =>
      Object.fromEntries(
        CONTENT_TYPES.map((kind): [ContentType, DraftSlot] => [
          kind,
          {
            read: () => drafts.current.get(kind),
            write: (values) => (values ? drafts.current.set(kind, values) : drafts.current.delete(kind)),
          },
        ]),
      ) as Record<ContentType, DraftSlot>,
    [],
  );
  // The shown form reports its own changes; the others' drafts are changes too.
  const reportDirty = useCallback(
    (dirty: boolean) => onDirtyChange(dirty || [...drafts.current.keys()].some((kind) => kind !== type)),
    [onDirtyChange, type],
  );
  const controls = { onDirtyChange: reportDirty, onCancel, onDone };

  return (
    <div className="grid gap-4">
      <ContentTypeChoice value={type} onChange={setType} />
      {type === 'project' && (
        <ProjectForm key={type} project={null} place="add-content" draft={slots.project} {...controls} />
      )}
      {type === 'blogPost' && (
        <PostForm key={type} post={null} place="add-content" draft={slots.blogPost} {...controls} />
      )}
      {type === 'testimonial' && (
        <TestimonialForm key={type} testimonial={null} place="add-content" draft={slots.testimonial} {...controls} />
      )}
    </div>
  );
}
