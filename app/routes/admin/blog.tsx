// Blog admin (/admin/blog): Admin sees and changes every post; Director, Author and Teacher their own
// (DESIGN.md section 5). A card list ('No blog posts found.' when empty) with the local like toggle, edit and
// delete ('Are you sure you want to delete this blog post?'); a form for create or edit: title and content
// required, author read-only from the signed-in user, image optional; it submits once at a time.
// Messages of spec section 8: 'Error loading blogs', 'Error deleting blog', and on save the server's error
// field, or 'Failed to save blog post', or 'Server returned an invalid response.'.
// What is typed is kept on the device as a draft (local-draft.ts) and offered back when the form opens again;
// leaving with unsaved changes asks first (unsaved-changes.tsx).
// Drafts and scheduled posts (docs/decisions/019): the list reads the staff view (?view=staff) and shows each
// post's state; the form has the publication time and 'Save as draft' (blog-publishing.tsx).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import VisibilityIcon from '@mui/icons-material/Visibility';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useEffect, useState } from 'react';
import type { BlogPost } from '../../../common/api-types.ts';
import { API_ACCESS, allows } from '../../../common/permissions.ts';
import { blogSchema, blogs } from '../../../common/resources/blogs.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { formatSchoolTime } from '../../components/admin/format.ts';
import { excerpt } from '../../lib/excerpt.ts';
import { ListFormPage, PictureCard, type ItemFormProps } from '../../components/admin/list-page.tsx';
import { ItemForm } from '../../components/admin/item-form.tsx';
import { useOutdatedNotice } from '../../components/admin/outdated-notice.ts';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import {
  AltTextInput,
  FormInputs,
  PictureField,
  TextInput,
  useFormValues,
} from '../../components/admin/form-fields.tsx';
import { drawnWith } from '../../lib/every-field.tsx';
import { RichTextInput } from '../../components/admin/rich-text-input.tsx';
import {
  PostStatus,
  PublishingButtons,
  PublishingFields,
  halfFilled,
  publishingFields,
  publishValues,
  saveLabelKey,
  type PublishIntent,
  useSavedNotice,
} from '../../components/admin/blog-publishing.tsx';
import {
  blogDraftKey,
  readDraft,
  removeDraft,
  writeDraft,
  type BlogDraft,
} from '../../components/admin/local-draft.ts';
import { LanguageMarks } from '../../components/admin/translation-tabs.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { listQueryOf } from '../../components/admin/server-list.tsx';
import type { ListPage as ApiListPage } from '../../../common/api-types.ts';
import { VersionsButton } from '../../components/admin/versions-dialog.tsx';
import { PreviewActions, openChangesPreview } from '../../components/admin/preview-sharing.tsx';
import type { Selection } from '../../components/admin/bulk-actions.tsx';
import type { Route } from './+types/blog.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.blogs', noindex: true });

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  // One page of the posts this user may change (an Author's own), searched and filtered on the server.
  const query = `view=staff&with=translations&changeable=1&${listQueryOf(request)}`;
  return { blogs: adminGet<ApiListPage<BlogPost>>('blogs', `/api/blogs?${query}`) };
}

const CARD_SIZES = '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

/** The like heart is local only and never saved (spec sections 3 and 4). */
function LikeButton({ title }: { title: string }) {
  const { t } = useT();
  const [liked, setLiked] = useState(false);
  return (
    <IconButton
      // Named with the post's title as the public hearts are (a list of buttons all called 'Like' says
      // nothing about which post they belong to); the pressed state says whether it is liked.
      aria-label={`${t('common.states.like')}: ${title}`}
      title={liked ? t('common.states.unlike') : t('common.states.like')}
      aria-pressed={liked}
      onClick={() => setLiked(!liked)}
      sx={{ color: 'error.main' }}
    >
      {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

function PostCard({
  post,
  onEdit,
  onDelete,
  selection,
}: {
  post: BlogPost;
  onEdit: () => void;
  onDelete: () => void;
  selection?: Selection;
}) {
  const { t, lang } = useT();
  return (
    <PictureCard
      item={post}
      ratio="16 / 9"
      sizes={CARD_SIZES}
      icon={ArticleIcon}
      contentSx={{ flexGrow: 1 }}
      titleSx={{ fontSize: '1.1rem', mb: 0.5 }}
      extraAction={<LikeButton title={post.title} />}
      selection={selection}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('admin.blog.by', { author: post.postedBy })} ·{' '}
        <time dateTime={post.createdAt}>{formatSchoolTime(post.createdAt, lang, { zone: true })}</time>
      </Typography>
      <Box sx={{ mb: 1 }}>
        <PostStatus post={post} />
      </Box>
      <Box sx={{ mb: 1 }}>
        <LanguageMarks record={post} />
      </Box>
      <PreviewActions post={post} />
      <Typography variant="body2">{excerpt(post.content)}</Typography>
    </PictureCard>
  );
}

/** A draft kept on this device that differs from what the form opens with, to offer back; else null. */
function draftToOffer(key: string, opened: { title: string; content: string }, texts: string): BlogDraft | null {
  const draft = readDraft(key);
  const differs =
    draft &&
    (draft.title !== opened.title ||
      draft.content !== opened.content ||
      (draft.translations !== undefined && JSON.stringify(draft.translations) !== texts));
  return differs ? draft : null;
}

/** The publication time's message on German and Kiswahili pages (English pages show the server's). */
const PUBLISH_MESSAGES = { 'publishAt.invalid': 'admin.blog.publishAtInvalid' } as const;

const LABELS = {
  ...blogs.labels,
  publishDate: 'admin.blog.publishDate',
  publishTime: 'admin.blog.publishTime',
} as const;

function PostForm({ item: post, onDone, onCancel }: ItemFormProps<BlogPost>) {
  const { t, lang } = useT();
  const reason = useReason();
  const me = useAdminUser();
  const opened = {
    title: post?.title ?? '',
    content: post?.content ?? '',
    alt: post?.alt ?? '',
    ...publishValues(post),
  };
  const draftKey = blogDraftKey(me._id, post?._id);
  const author = post ? post.author || post.postedBy : me.name;
  const savedNotice = useSavedNotice(post);
  const notify = useOutdatedNotice();
  const form = useAdminForm({
    schema: blogSchema,
    values: { ...opened, image: null as File | null },
    labels: LABELS,
    messages: PUBLISH_MESSAGES,
    check: (values) => ({ publishAt: halfFilled(values) && 'admin.blog.publishAtIncomplete' }),
    translate: { type: 'blogs', record: post, rich: ['content'] },
  });
  /** Save, or (a second button) save with an intent: 'draft' or 'now' (blog-publishing.tsx). */
  const saveAs = (intent?: PublishIntent) =>
    form.save<BlogPost>({
      path: '/api/blogs',
      id: post?._id,
      body: (body, _data, values) => {
        body.set('author', author);
        for (const [key, value] of Object.entries(publishingFields(post, values, intent)))
          if (value !== undefined) body.set(key, value);
      },
      saved: (stored) => {
        removeDraft(draftKey);
        notify(savedNotice(stored), stored);
        onDone();
      },
      failed: (result) =>
        result.invalid
          ? t('admin.blog.invalidResponse')
          : result.fromServer
            ? reason(result)
            : t('admin.blog.saveFailed'),
    });
  const values = useFormValues(form);
  /**
   * "Preview changes" (issue 38 point 2): the form checked as for a save, then its values shown at the post's
   * address in a new tab, unsaved. A new post has no address yet: it has no such button.
   */
  const previewChanges = (stored: BlogPost) =>
    form.onValid((data, values) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...data, ...publishingFields(stored, values) }))
        if (value !== undefined && value !== null) fields[key] = String(value);
      openChangesPreview(stored._id, fields);
    });

  // The draft on this device: offered back when the form opens; while the offer waits for an answer it is
  // kept as it is, afterwards every change is written (and an unchanged form leaves none).
  const tr = form.translations;
  const texts = JSON.stringify(tr.texts());
  const [offer, setOffer] = useState<BlogDraft | null>(() => draftToOffer(draftKey, opened, texts));
  const { title, content } = values;
  const dirty = form.dirty;
  useEffect(() => {
    if (offer) return;
    const translations = JSON.parse(texts) as BlogDraft['translations'];
    if (dirty) writeDraft(draftKey, { title, content, translations, savedAt: new Date().toISOString() });
    else removeDraft(draftKey);
  }, [offer, dirty, title, content, texts, draftKey]);
  const restoreDraft = () => {
    if (!offer) return;
    form.setValue('title', offer.title);
    form.setValue('content', offer.content);
    tr.restore(offer.translations);
    setOffer(null);
  };
  const discardDraft = () => {
    removeDraft(draftKey);
    setOffer(null);
  };
  // The publication time's inputs, as blog-publishing.tsx reads a form.
  const publishing = {
    values,
    errors: { publishAt: form.errors.publishAt?.message as string | undefined } as Record<string, string>,
    idFor: form.idFor,
    setValue: form.setValue,
    setError: form.setError,
  };

  return (
    <ItemForm
      form={form}
      area="admin.blog"
      item={post}
      saveLabel={t(saveLabelKey(post, values))}
      buttons={<PublishingButtons post={post} saving={form.saving} submitAs={saveAs} />}
      onSubmit={saveAs()}
      onCancel={onCancel}
    >
      {post && <VersionsButton type="blogs" id={post._id} onRestored={onDone} />}
      {post && (
        <Box>
          <Button variant="outlined" size="small" startIcon={<VisibilityIcon />} onClick={previewChanges(post)}>
            {t('admin.blog.preview.changes')}
          </Button>
        </Box>
      )}
      {post && <PreviewActions post={post} loadSharing />}
      {offer && (
        <Alert severity="info" data-testid="draft-offer">
          {t('admin.unsaved.draftFound', { time: formatSchoolTime(offer.savedAt, lang, { zone: true }) })}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button size="small" variant="contained" onClick={restoreDraft}>
              {t('admin.unsaved.restoreDraft')}
            </Button>
            <Button size="small" onClick={discardDraft}>
              {t('admin.unsaved.discardDraft')}
            </Button>
          </Box>
        </Alert>
      )}
      <FormInputs
        form={form}
        inputs={{
          title: <TextInput form={form} name="title" required />,
          content: <RichTextInput form={form} name="content" required />,
          // The author (shown, not edited: the server keeps it), then the publication time.
          publishDate: (
            <>
              <TextField
                id={form.idFor('author')}
                label={t('admin.blog.author')}
                value={author}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <PublishingFields form={publishing} post={post} />
            </>
          ),
          publishTime: drawnWith('publishDate'),
          image: <PictureField form={form} name="image" stored={post} />,
          alt: <AltTextInput form={form} from="title" />,
        }}
      />
    </ItemForm>
  );
}

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const me = useAdminUser();
  const admin = allows(API_ACCESS.blogs.writeOthers, me.role);
  return (
    <ListFormPage<BlogPost>
      area="admin.blog"
      search={(p, query) => p.title.toLowerCase().includes(query.trim().toLowerCase())}
      server={{ filters: ['status', 'language'] }}
      editFrom="/api/blogs"
      promise={loaderData.blogs}
      data={{
        loadError: () => t('admin.blog.loadError'),
        remove: (post) => ({ path: `/api/blogs/${post._id}`, failed: t('admin.blog.deleteError') }),
        card: (post, actions) => <PostCard post={post} {...actions} />,
        // Several posts to the trash at once (issue 38); posts have no category.
        bulk: { path: '/api/blogs', name: (post) => post.title },
      }}
      form={(item, close) => <PostForm item={item} {...close} />}
    >
      {!admin && <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t('admin.blog.ownPosts')}</Typography>}
    </ListFormPage>
  );
}
