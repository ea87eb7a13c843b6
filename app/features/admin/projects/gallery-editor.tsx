import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PROJECT_IMAGES_MAX } from '#shared/admin/content.ts';
import { imageUrlUpTo } from '#shared/media.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { contentListText } from '../shared/content-list/messages.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { ChooseFromLibrary } from '../shared/media/library-picker.tsx';
import { UploadDropZone } from '../shared/media/uploads/upload-drop-zone.tsx';
import { useUploadQueue } from '../shared/media/uploads/use-upload-queue.ts';
import { ImageDetails } from './image-details.tsx';
import { projectsText } from './messages.ts';
import { type GalleryImage, galleryImageFromUpload, type ProjectFormValues } from './project-form-values.ts';

/** Admin area §2: 4 thumbnails, then 'Show All'. */
const COLLAPSED_COUNT = 4;

/**
 * The project's gallery inside its dialog (admin area §2 'Edit dialogs', issue 9 'Images', D20, D23): add
 * photos from disk, remove them, put them in order by drag (pointer or keyboard) or by buttons —
 * the first is the cover — and give each its alt text and focal point. Everything here is part of
 * the form and saved with it.
 */
export function GalleryEditor({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const t = useMessages(projectsText);
  const tList = useMessages(contentListText);
  const { control, getValues, formState } = useFormContext<ProjectFormValues>();
  const gallery = useFieldArray({ control, name: 'images', keyName: 'key' });
  const images = useWatch({ control, name: 'images' });
  const title = useWatch({ control, name: 'title' });
  const [showAll, setShowAll] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tileButtons = useRef(new Map<string, HTMLButtonElement>());
  const zoneInput = useRef<HTMLInputElement>(null);
  // dnd-kit speaks through a live region it puts in <body> by default; the dialog's modal hides
  // everything outside it from screen readers, so the region lives inside the dialog instead.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);

  const toast = useToast();
  const uploads = useUploadQueue({
    room: () => PROJECT_IMAGES_MAX - getValues('images').length,
    onUploaded: (image) => gallery.append(galleryImageFromUpload(image), { shouldFocus: false }),
    // Each batch ends with the spec's toast (issue 9 'Images').
    onBatchEnd: ({ added, failed }) => {
      if (failed > 0) {
        toast({ title: t('uploadFailed'), description: t('uploadFailedDescription'), variant: 'destructive' });
      } else if (added > 0) {
        toast({ title: t('imagesUploaded'), description: t('imagesReady', { count: added }) });
      }
    },
  });
  useEffect(() => onBusyChange(uploads.busy), [uploads.busy, onBusyChange]);

  const keys = gallery.fields.map((field) => field.key);
  const count = keys.length;
  const collapsed = !showAll && count > COLLAPSED_COUNT;
  const visibleKeys = collapsed ? keys.slice(0, COLLAPSED_COUNT) : keys;
  const selectedIndex = selectedKey === null ? -1 : keys.indexOf(selectedKey);
  const imageErrors = formState.errors.images as FieldErrors<GalleryImage>[] | undefined;

  // A refused save that points at an image (its alt text) opens that image's details, once per save,
  // so the message is on screen.
  const submitCount = formState.submitCount;
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!Array.isArray(imageErrors) || imageErrors[selectedIndex]) return;
    const first = imageErrors.findIndex((error) => error !== undefined);
    if (first < 0) return;
    setSelectedKey(keys[first] ?? null);
    if (first >= COLLAPSED_COUNT) setShowAll(true);
  });

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= count) return;
    gallery.move(from, to);
    setAnnouncement(t('imageMovedTo', { position: to + 1, count }));
  };

  const remove = (index: number) => {
    const key = keys[index];
    const next = keys[index + 1] ?? keys[index - 1];
    gallery.remove(index);
    if (key === selectedKey) setSelectedKey(null);
    // Focus stays in the gallery: on the neighbour, or on the file picker when none is left.
    requestAnimationFrame(() => (next ? tileButtons.current.get(next) : zoneInput.current)?.focus());
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => t('imageN', { n: keys.indexOf(String(id)) + 1 });
  const positionOf = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      tList('pickedUp', { label: labelOf(active.id), position: positionOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? tList('movedOver', { label: labelOf(active.id), position: positionOf(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? tList('dropped', { label: labelOf(active.id), position: positionOf(over.id), count }) : undefined,
    onDragCancel: ({ active }) => tList('cancelled', { label: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    gallery.move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  const rootError =
    (formState.errors.images as { message?: string; root?: { message?: string } } | undefined)?.message ??
    formState.errors.images?.root?.message;
  const selected = selectedIndex >= 0 ? images[selectedIndex] : undefined;

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-charcoal">{t('images')}</legend>
      <p className="text-xs text-muted">{t('imagesHint')}</p>
      <div ref={setLiveRegion} />
      <div className="mt-2">
        <UploadDropZone ref={zoneInput} uploads={uploads} destination="gallery" />
      </div>
      <div className="mt-2">
        <ChooseFromLibrary
          several
          exclude={images.map((image) => image.hash)}
          room={PROJECT_IMAGES_MAX - count}
          onChoose={(items) =>
            gallery.append(items.map((item) => ({ ...galleryImageFromUpload(item), alt: item.defaultAlt })))
          }
        />
      </div>
      {count === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('noImages')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: tList('dragInstructions') },
            ...(liveRegion ? { container: liveRegion } : {}),
          }}
        >
          <SortableContext items={visibleKeys} strategy={rectSortingStrategy}>
            <ul aria-label={t('galleryList')} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {visibleKeys.map((key, index) => {
                const image = images[index];
                if (!image) return null;
                return (
                  <GalleryTile
                    key={key}
                    id={key}
                    image={image}
                    n={index + 1}
                    isCover={index === 0}
                    selected={key === selectedKey}
                    invalid={Boolean(imageErrors?.[index])}
                    buttonRef={(node) => {
                      if (node) tileButtons.current.set(key, node);
                      else tileButtons.current.delete(key);
                    }}
                    onSelect={() => setSelectedKey(key === selectedKey ? null : key)}
                    onRemove={() => remove(index)}
                  />
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {count > COLLAPSED_COUNT && (
        <button
          type="button"
          onClick={() => setShowAll(!showAll)}
          aria-expanded={showAll}
          className="mt-2 text-sm font-medium text-olive underline-offset-4 hover:underline"
        >
          {showAll ? t('showLess') : t('showAll')}
        </button>
      )}
      {rootError && <p className="mt-2 text-sm text-red-800">{rootError}</p>}
      {selected && selectedIndex >= 0 && (
        <ImageDetails
          key={keys[selectedIndex]}
          image={selected}
          index={selectedIndex}
          count={count}
          title={title}
          error={imageErrors?.[selectedIndex]?.alt?.message}
          onMove={(to) => move(selectedIndex, to)}
          onRemove={() => remove(selectedIndex)}
          onClose={() => {
            const key = keys[selectedIndex];
            setSelectedKey(null);
            if (key) tileButtons.current.get(key)?.focus();
          }}
        />
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function GalleryTile({
  id,
  image,
  n,
  isCover,
  selected,
  invalid,
  buttonRef,
  onSelect,
  onRemove,
}: {
  id: string;
  image: GalleryImage;
  n: number;
  isCover: boolean;
  selected: boolean;
  invalid: boolean;
  buttonRef: (node: HTMLButtonElement | null) => void;
  onSelect: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(projectsText);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'relative aspect-square overflow-hidden rounded-md border bg-sand',
        selected ? 'border-olive ring-2 ring-olive' : invalid ? 'border-red-700 ring-2 ring-red-700' : 'border-stone',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={buttonRef}
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={t('editImage', { n })}
        className="absolute inset-0 focus-visible:outline-offset-[-3px]"
      >
        <img
          src={imageUrlUpTo(image, 320)}
          alt=""
          draggable={false}
          loading="lazy"
          decoding="async"
          style={{ objectPosition: `${image.focalX}% ${image.focalY}%`, backgroundColor: image.color }}
          className="size-full object-cover"
        />
      </button>
      {isCover && (
        <span className="pointer-events-none absolute top-1 left-1 rounded bg-charcoal px-1.5 py-0.5 text-[0.6875rem] font-medium text-linen">
          {t('cover')}
        </span>
      )}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('dragImage', { n })}
        className="absolute bottom-1 left-1 grid size-8 cursor-grab touch-none place-items-center rounded bg-linen/90 text-charcoal shadow-sm active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeImage', { n })}
        className="absolute top-1 right-1 grid size-7 place-items-center rounded bg-linen/90 text-charcoal shadow-sm hover:text-red-800"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
