import { UserRound } from 'lucide-react';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { ImageUploadField } from '../shared/ui/image-upload-field.tsx';
import { studioText } from './messages.ts';

/**
 * The designer's portrait, kept in the form as the stored image's URL until the settings are
 * saved; Remove clears it.
 */
export function PortraitField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const t = useMessages(studioText);
  return (
    <ImageUploadField
      legend={t('portrait')}
      hint={t('portraitHint')}
      hasImage={value !== null}
      picture={
        value ? (
          <img
            src={value}
            alt={t('portrait')}
            className="size-24 shrink-0 rounded-lg border border-stone bg-sand object-cover"
          />
        ) : (
          <div
            className="grid size-24 shrink-0 place-items-center rounded-lg border border-dashed border-stone bg-sand text-muted"
            aria-hidden="true"
          >
            <UserRound className="size-8" />
          </div>
        )
      }
      text={{
        upload: t('uploadPortrait'),
        replace: t('replacePortrait'),
        remove: t('removePortrait'),
        empty: t('noPortrait'),
        uploading: () => t('uploadingPortrait'),
        uploaded: t('portraitReady'),
        uploadedDescription: t('portraitReadyDescription'),
        failed: t('uploadFailed'),
        failedDescription: t('uploadFailedDescription'),
      }}
      onUploaded={({ url }) => onChange(url)}
      onRemove={() => onChange(null)}
      disabled={disabled}
      error={error}
    />
  );
}
