import { useState } from 'react';
import { AddContentForm } from '../add-content/add-content-form.tsx';
import { addContentText } from '../add-content/messages.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { useDiscardGuard } from '../ui/discard-changes.tsx';
import { shellText } from './messages.ts';

/**
 * The header's 'Add Content' (admin area §5): a project, blog post or testimonial in one
 * dialog. Something typed is not lost silently: closing a changed dialog asks.
 */
export function AddContentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(shellText);
  const tAdd = useMessages(addContentText);
  const [dirty, setDirty] = useState(false);
  const close = (next: boolean) => {
    if (!next) setDirty(false);
    onOpenChange(next);
  };
  const guard = useDiscardGuard(dirty, close);
  return (
    <>
      <AdminDialog open={open} onOpenChange={guard.onOpenChange} title={t('addContent')} description={tAdd('intro')}>
        <AddContentForm
          onDirtyChange={setDirty}
          onCancel={() => guard.onOpenChange(false)}
          onDone={() => close(false)}
        />
      </AdminDialog>
      {guard.confirm}
    </>
  );
}
