import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import {
  type KeyboardEvent,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { can } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { AutosaveIndicator } from '../shared/autosave/autosave-indicator.tsx';
import { DraftNotice } from '../shared/autosave/draft-notice.tsx';
import { versionOf } from '../shared/autosave/use-autosave.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { contentListText } from '../shared/content-list/messages.ts';
import { HistoryButton } from '../shared/history/history-dialog.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SharePreview } from '../shared/preview-links/share-preview.tsx';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { useLeaveGuard } from '../shared/ui/use-leave-guard.tsx';
import { writingText } from '../shared/writing/messages.ts';
import { isApplePlatform, keysLabel, pressed, SAVE_SHORTCUT } from '../shared/writing/writing-commands.ts';
import { WritingSurface } from '../shared/writing/writing-surface.tsx';
import { postQuery } from './blog-queries.ts';
import { FeaturedImageField } from './featured-image-field.tsx';
import { blogText } from './messages.ts';
import { CategoryField, ExcerptField, FeaturedField, TagsField, usePostEditor } from './post-form.tsx';
import { PostLivePreview } from './post-live-preview.tsx';
import type { PostFormValues } from './post-payload.ts';
import { PublishingField } from './publishing-field.tsx';

const BLOG_TAB = '/admin/blog';

/** Drawn again only when the (deferred) values change: typing never waits for the preview. */
const LivePreview = memo(PostLivePreview);

/** Where the focus was when a save started, to put it back in the editor that follows. */
interface FocusSpot {
  name: string;
  start: number | null;
  end: number | null;
}

function focusSpot(): FocusSpot | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.name) return null;
  return { name: element.name, start: element.selectionStart, end: element.selectionEnd };
}

function useWindowTitle(heading: string) {
  const shell = useMessages(shellText);
  const adminTitle = shell('adminTitle');
  useEffect(() => {
    document.title = `${heading} · ${adminTitle}`;
  }, [heading, adminTitle]);
}

/**
 * A post's editor page (issue 29; docs/writing.md): `/admin/blog/new` writes a new post,
 * `/admin/blog/{id}` edits one. Viewers (D14) are told they cannot edit; an id no post has says so.
 */
export function PostEditorPage({ id }: { id: number | 'new' | null }) {
  const t = useMessages(blogText);
  const user = useSignedInUser();
  const post = useQuery({ ...postQuery(typeof id === 'number' ? id : 0), enabled: typeof id === 'number' });

  const back = (
    <Link to={BLOG_TAB} className="mb-4 inline-flex items-center gap-1.5 text-sm text-charcoal hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('backToPosts')}
    </Link>
  );

  if (!can(user.role, 'content.write')) {
    return <PageMessage back={back} title={t('readOnlyTitle')} text={t('readOnlyText')} />;
  }
  if (id === null || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return <PageMessage back={back} title={t('notFoundTitle')} text={t('notFoundText')} />;
  }
  if (id !== 'new' && post.isPending) {
    return (
      <>
        {back}
        <div role="status" aria-busy="true" aria-label={t('postLoading')} className="grid gap-4">
          <div className="h-12 w-2/3 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="h-96 animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
        </div>
      </>
    );
  }
  if (id !== 'new' && post.isError) {
    return (
      <>
        {back}
        <ListError error={post.error} onRetry={() => post.refetch()} />
      </>
    );
  }
  return <PostEditorSession initial={id === 'new' ? null : (post.data ?? null)} />;
}

function PageMessage({ back, title, text }: { back: React.ReactNode; title: string; text: string }) {
  const t = useMessages(blogText);
  useWindowTitle(title);
  return (
    <>
      {back}
      <div className="rounded-lg border border-stone bg-white px-5 py-8 text-center">
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{text}</p>
        <Link to={BLOG_TAB} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('backToPosts')}
        </Link>
      </div>
    </>
  );
}

interface Session {
  post: BlogPost | null;
  /** what was typed while the last save was under way: the next editor starts from it */
  carry: PostFormValues | null;
  focus: FocusSpot | null;
  /** counts the editors: each save or restore starts a fresh one on the stored post */
  count: number;
}

/**
 * One writing session on the page. A save (or a restore from History) starts a fresh editor on the
 * post as stored (its version, autosave, the conflict check), carrying over what was typed
 * meanwhile and the focus, so writing goes on where it was. A new post, once created, is at its
 * own address (as Ghost does): the next save updates it instead of making another.
 */
function PostEditorSession({ initial }: { initial: BlogPost | null }) {
  const t = useMessages(blogText);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>({ post: initial, carry: null, focus: null, count: 0 });
  const dirty = useRef(false);
  const leaving = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const discardListeners = useRef(new Set<() => void>());
  const whenDiscarded = useCallback((listener: () => void) => {
    discardListeners.current.add(listener);
    return () => void discardListeners.current.delete(listener);
  }, []);
  const words = useMessages(contentListText);
  // Leaving with changes asks first, as the dialogs do (the tab's other links, the browser's Back);
  // leaving anyway discards them, the autosaved draft included. Closing the browser tab does not
  // ask: the draft comes back on reopening (docs/autosave.md).
  const leaveQuestion = useLeaveGuard(() => dirty.current && !leaving.current, {
    texts: { title: words('discardTitle'), text: t('leaveText'), stay: words('keepEditing'), leave: words('discard') },
    onLeave: () => {
      for (const listener of discardListeners.current) listener();
    },
    askOnTabClose: false,
  });

  const onSaved = (post: BlogPost, carry: PostFormValues | null) => {
    const wasNew = session.post === null;
    // Saved: nothing is unsaved but what was typed meanwhile. Known now, not when the next editor
    // reports it after its first render: a click on the back link in between would ask for nothing.
    dirty.current = carry !== null;
    setSession((current) => ({ post, carry, focus: focusSpot(), count: current.count + 1 }));
    queryClient.setQueryData(postQuery(post.id).queryKey, post);
    if (wasNew) {
      leaving.current = true;
      void navigate(`${BLOG_TAB}/${post.id}`, { replace: true });
      requestAnimationFrame(() => {
        leaving.current = false;
      });
    }
  };

  const onRestored = () => {
    const id = session.post?.id;
    const restored = id ? queryClient.getQueryData<BlogPost>(postQuery(id).queryKey) : undefined;
    if (!restored) return;
    dirty.current = false;
    setSession((current) => ({ post: restored, carry: null, focus: null, count: current.count + 1 }));
  };

  return (
    <>
      <PostEditor
        key={session.count}
        session={session}
        onDirtyChange={onDirtyChange}
        whenDiscarded={whenDiscarded}
        onSaved={onSaved}
        onRestored={onRestored}
      />
      {leaveQuestion}
    </>
  );
}

function PostEditor({
  session,
  onDirtyChange,
  whenDiscarded,
  onSaved,
  onRestored,
}: {
  session: Session;
  onDirtyChange: (dirty: boolean) => void;
  whenDiscarded: (listener: () => void) => () => void;
  onSaved: (post: BlogPost, carry: PostFormValues | null) => void;
  onRestored: () => void;
}) {
  const { post } = session;
  const editor = usePostEditor({ post, place: 'page', onDirtyChange, whenDiscarded, onSaved });
  const { t, form, message, clock, autosave, submit, watched } = editor;
  const write = useMessages(writingText);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(isApplePlatform()), []);
  const heading = post ? t('editTitle') : t('createTitle');
  useWindowTitle(post?.title ? `${post.title} · ${heading}` : heading);
  const previewId = useId();
  const values = useWatch({ control: form.control }) as PostFormValues;
  // The preview follows a beat behind on a long post, so a keystroke is never held up by it.
  const previewValues = useDeferredValue(values);

  // What was typed during the save, and the focus, carried into this editor (still a change).
  useLayoutEffect(() => {
    if (session.carry) form.reset(session.carry, { keepDefaultValues: true });
    const spot = session.focus;
    if (!spot) return;
    const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `#post-editor [name="${spot.name}"]`,
    );
    element?.focus({ preventScroll: true });
    if (element && spot.start !== null && spot.end !== null) element.setSelectionRange(spot.start, spot.end);
  }, [session, form]);

  const saveKeys = keysLabel(SAVE_SHORTCUT, apple);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!pressed(event, SAVE_SHORTCUT, apple)) return;
    event.preventDefault();
    if (!form.formState.isSubmitting && !editor.uploading) event.currentTarget.requestSubmit();
  };

  const submitLabel = form.formState.isSubmitting ? t('saving') : post ? t('saveChanges') : t('createPost');
  return (
    <>
      <form id="post-editor" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        <div className="z-20 -mx-4 mb-6 sm:sticky sm:top-0 border-b border-stone bg-linen/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={BLOG_TAB}
              className="inline-flex items-center gap-1.5 text-sm text-charcoal hover:underline"
              aria-label={t('backToPosts')}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('backToPosts')}</span>
            </Link>
            <h1 className="mr-auto font-display text-2xl text-ink">{heading}</h1>
            <AutosaveIndicator autosave={autosave} />
            {post && <HistoryButton entity="post" id={post.id} itemKeys={[contentKeys.blog]} onRestored={onRestored} />}
            {post && post.status !== 'published' && (
              <SharePreview entityType="post" entityId={post.id} title={post.title} compact />
            )}
            <button
              type="submit"
              disabled={form.formState.isSubmitting || editor.uploading}
              title={`${submitLabel} (${saveKeys})`}
              aria-keyshortcuts={apple ? 'Meta+S' : 'Control+S'}
              className={buttonClass('primary')}
            >
              {submitLabel}
            </button>
          </div>
        </div>
        <DraftNotice autosave={autosave} itemVersion={versionOf(post)} />

        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_18rem]">
          <div className="min-w-0 xl:col-span-2">
            <Field
              label={t('title')}
              required
              autoComplete="off"
              placeholder={t('titlePlaceholder')}
              error={message('title')}
              className="[&_input]:border-transparent [&_input]:bg-transparent [&_input]:px-0 [&_input]:font-display [&_input]:text-3xl [&_input]:text-ink sm:[&_input]:text-4xl"
              {...form.register('title')}
            />
            <fieldset className="mt-4 flex gap-1 xl:hidden">
              <legend className="sr-only">{write('viewSwitch')}</legend>
              {(['write', 'preview'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={view === choice}
                  onClick={() => setView(choice)}
                  className={buttonClass(view === choice ? 'primary' : 'secondary', 'sm')}
                >
                  {write(choice)}
                </button>
              ))}
            </fieldset>
            <div className="mt-4 grid gap-8 xl:grid-cols-2">
              <div className={clsx('min-w-0', view === 'preview' && 'hidden xl:block')}>
                <WritingSurface
                  label={t('content')}
                  required
                  hint={t('contentHint')}
                  error={message('content')}
                  {...form.register('content')}
                />
                <p className="mt-1 text-xs text-muted">{t('readTime', { count: editor.readTime })}</p>
              </div>
              <section
                aria-labelledby={previewId}
                className={clsx(
                  'min-w-0 xl:sticky xl:top-24 xl:max-h-[calc(100dvh-8rem)] xl:self-start xl:overflow-y-auto',
                  'rounded-lg border border-stone bg-linen',
                  view === 'write' && 'hidden xl:block',
                )}
                // Scrolls on its own beside the writing: reachable by keyboard to scroll.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
                tabIndex={0}
              >
                <h2 id={previewId} className="border-b border-stone px-4 py-2 text-xs font-medium text-muted">
                  {write('previewLabel')}
                </h2>
                <div className="[zoom:0.8]">
                  <LivePreview
                    values={previewValues}
                    post={post}
                    timeZone={clock.timeZone}
                    untitled={t('titlePlaceholder')}
                  />
                </div>
              </section>
            </div>
          </div>

          <aside aria-label={t('postSettings')} className="grid content-start gap-4 xl:col-start-3 xl:row-start-1">
            <h2 className="font-display text-xl text-ink">{t('postSettings')}</h2>
            <Field
              label={t('slug')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={slugify(watched.title)}
              hint={[
                editor.address ? t('slugHint', { slug: editor.address }) : null,
                watched.slug.trim() ? null : t('slugFromTitle'),
                post && watched.slug.trim() && watched.slug.trim() !== post.slug ? t('slugRenamed') : null,
              ]
                .filter(Boolean)
                .join(' ')}
              error={message('slug')}
              {...form.register('slug')}
            />
            <ExcerptField editor={editor} required={post !== null} />
            <CategoryField editor={editor} />
            <TagsField editor={editor} />
            <FeaturedField editor={editor} withHint />
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <FeaturedImageField
                  value={field.value}
                  onChange={(image) => field.onChange(image)}
                  onUploadingChange={editor.setUploading}
                  error={message('image')}
                  altField={
                    <Field
                      label={t('altText')}
                      autoComplete="off"
                      hint={t('altTextHint')}
                      error={message('imageAlt')}
                      {...form.register('imageAlt')}
                    />
                  }
                />
              )}
            />
            <PublishingField
              status={watched.status}
              onStatusChange={(next) => form.setValue('status', next, { shouldDirty: true })}
              wasPublished={post?.status === 'published'}
              clock={clock}
              publishAtInput={form.register('publishAt')}
              publishAtError={message('publishAt') ?? message('status')}
            />
          </aside>
        </div>
      </form>
      {editor.conflictDialog}
    </>
  );
}
