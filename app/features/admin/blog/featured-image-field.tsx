import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageUrlUpTo } from '#shared/media.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { ChooseFromLibrary } from '../shared/media/library-picker.tsx';
import { ImageUploadField } from '../shared/ui/image-upload-field.tsx';
import { blogText } from './messages.ts';
import type { PostImage } from './post-payload.ts';

/** A post's one featured image (issue 9: "featured image picker"), with its alt text under it. */
export function FeaturedImageField({
  value,
  onChange,
  onUploadingChange,
  altField,
  error,
}: {
  value: PostImage | null;
  onChange: (image: PostImage | null) => void;
  /** the dialog waits for an upload before it saves */
  onUploadingChange: (uploading: boolean) => void;
  /** the alt text input, drawn under the picture */
  altField: ReactNode;
  error?: string | undefined;
}) {
  const t = useMessages(blogText);
  return (
    <ImageUploadField
      legend={t('featuredImage')}
      hint={t('featuredImageHint')}
      hasImage={value !== null}
      picture={
        value ? (
          <img
            src={imageUrlUpTo(value, 320)}
            alt=""
            width={96}
            height={72}
            style={{ backgroundColor: value.color }}
            className="h-18 w-24 shrink-0 rounded-md object-cover"
          />
        ) : (
          <div className="grid h-18 w-24 shrink-0 place-items-center rounded-md bg-sand text-muted" aria-hidden="true">
            <ImageIcon className="size-6" />
          </div>
        )
      }
      text={{
        upload: t('uploadImage'),
        replace: t('replaceImage'),
        remove: t('removeImage'),
        empty: t('noImage'),
        uploading: (name) => t('uploading', { name }),
        uploaded: t('imagesUploaded'),
        uploadedDescription: t('imagesReady', { count: 1 }),
        failed: t('uploadFailed'),
        failedDescription: t('uploadFailedDescription'),
      }}
      onUploaded={({ url, hash, width, color }) => onChange({ url, hash, width, color })}
      actions={
        <ChooseFromLibrary
          onChoose={([item]) =>
            item && onChange({ url: item.url, hash: item.hash, width: item.width, color: item.color })
          }
        />
      }
      onRemove={() => onChange(null)}
      onUploadingChange={onUploadingChange}
      error={error}
      inputTestId="featured-image-input"
    >
      {altField}
    </ImageUploadField>
  );
}
