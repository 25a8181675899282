// Blog admin (/admin/blog): Admin sees and changes every post; Director, Author and Teacher their own
// (DESIGN.md section 5). A card list ('No blog posts found.' when empty) with the local like toggle, edit and
// delete ('Are you sure you want to delete this blog post?'); a form for create or edit: title and content
// required, author read-only from the signed-in user, image optional; it submits once at a time.
// Messages of spec section 8: 'Error loading blogs', 'Error deleting blog', and on save the server's error
// field, or 'Failed to save blog post', or 'Server returned an invalid response.'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { BlogPost } from '../../../common/api-types.ts';
import { isRole } from '../../../common/constants.ts';
import { blogSchema, type BlogInput } from '../../../common/schemas.ts';
import { srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { useConfirm } from '../../components/admin/confirm-dialog.tsx';
import { excerpt, formatDateTime, thumb } from '../../components/admin/format.ts';
import { AdminPage, CardGrid, EmptyState, ErrorState, FormButtons, FormPage, Loading, SearchField } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { UploadField } from '../../components/admin/upload-field.tsx';
import { adminGet, useAdminApi, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useZodForm } from '../../components/admin/use-zod-form.ts';
import type { Route } from './+types/blog.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.blog', noindex: true });

export function clientLoader() {
  return { blogs: adminGet<BlogPost[]>('/api/blogs') };
}

const CARD_SIZES = '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

function PostCard({ post, onEdit, onDelete }: { post: BlogPost; onEdit: () => void; onDelete: () => void }) {
  const { t, lang } = useT();
  // The like heart is local only and never saved (spec sections 3 and 4).
  const [liked, setLiked] = useState(false);
  const image = thumb(post.image, post.imageVariants);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden', backgroundImage: post.imageVariants ? `url(${post.imageVariants.placeholder})` : undefined, backgroundSize: 'cover' }}>
        {image ? (
          <img
            src={image}
            srcSet={srcSet(post.imageVariants)}
            sizes={CARD_SIZES}
            width={post.imageVariants?.width}
            height={post.imageVariants?.height}
            alt={post.title}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ArticleIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('admin.blog.by', { author: post.postedBy })} · <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, lang)}</time>
        </Typography>
        <Typography variant="body2">{excerpt(post.content)}</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <IconButton aria-label={liked ? t('common.states.unlike') : t('common.states.like')} aria-pressed={liked} onClick={() => setLiked(!liked)} sx={{ color: 'error.main' }}>
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <Box>
          <IconButton aria-label={t('admin.common.editItem', { name: post.title })} onClick={onEdit} color="primary">
            <EditIcon />
          </IconButton>
          <IconButton aria-label={t('admin.common.deleteItem', { name: post.title })} onClick={onDelete} color="error">
            <DeleteIcon />
          </IconButton>
        </Box>
      </CardActions>
    </Card>
  );
}

function PostList({ promise, search, onEdit }: { promise: Promise<AdminResult<BlogPost[]>>; search: string; onEdit: (post: BlogPost) => void }) {
  const { t } = useT();
  const me = useAdminUser();
  const result = useLoaded(promise);
  const { send } = useAdminApi();
  const confirm = useConfirm();
  const notify = useNotice();
  const revalidator = useRevalidator();

  if (!result.ok) {
    if (result.status === 401) return null;
    return <ErrorState text={t('admin.blog.loadError')} onRetry={() => revalidator.revalidate()} />;
  }
  const admin = isRole(me.role, 'Admin');
  const needle = search.trim().toLowerCase();
  const posts = result.data.filter((p) => (admin || p.ownerId === me._id) && p.title.toLowerCase().includes(needle));
  if (posts.length === 0) return <EmptyState text={t('admin.blog.empty')} />;

  const remove = async (post: BlogPost) => {
    if (!(await confirm(t('admin.blog.confirmDelete')))) return;
    const answer = await send(`/api/blogs/${post._id}`, { method: 'DELETE' });
    if (answer.ok) {
      notify(t('admin.blog.deleted'));
      await revalidator.revalidate();
    } else if (answer.status !== 401) {
      notify(t('admin.blog.deleteError'), 'error');
    }
  };

  return (
    <CardGrid label={t('admin.blog.title')}>
      {posts.map((post) => (
        <PostCard key={post._id} post={post} onEdit={() => onEdit(post)} onDelete={() => remove(post)} />
      ))}
    </CardGrid>
  );
}

function PostForm({ post, onDone, onCancel }: { post: BlogPost | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useT();
  const me = useAdminUser();
  const { send } = useAdminApi();
  const notify = useNotice();
  const form = useZodForm<{ title: string; content: string }, BlogInput>(blogSchema, { title: post?.title ?? '', content: post?.content ?? '' });
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const author = post ? post.author || post.postedBy : me.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return; // one submit at a time (spec section 4)
    setFailure(null);
    const data = form.validate();
    if (!data) return;
    const body = new FormData();
    body.set('title', data.title);
    body.set('content', data.content);
    body.set('author', author);
    if (image) body.set('image', image);
    setSaving(true);
    setProgress(image ? 0 : null);
    const result = await send<BlogPost>(post ? `/api/blogs/${post._id}` : '/api/blogs', {
      method: post ? 'PUT' : 'POST',
      form: body,
      onProgress: image ? setProgress : undefined,
    });
    setSaving(false);
    setProgress(null);
    if (result.ok) {
      notify(t(post ? 'admin.blog.updated' : 'admin.blog.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    if (result.invalid) {
      setFailure(t('admin.blog.invalidResponse'));
      return;
    }
    form.serverErrors(result.error);
    setFailure(result.fromServer ? result.error.error : t('admin.blog.saveFailed'));
  }

  return (
    <FormPage title={t(post ? 'admin.blog.editTitle' : 'admin.blog.addTitle')} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField {...form.field('title')} label={t('admin.blog.postTitle')} required />
        <TextField {...form.field('content')} label={t('admin.blog.content')} required multiline minRows={6} />
        <TextField id={form.idFor('author')} label={t('admin.blog.author')} value={author} slotProps={{ htmlInput: { readOnly: true } }} />
        <UploadField
          id={form.idFor('image')}
          label={t('admin.blog.image')}
          kind="image"
          file={image}
          onChange={setImage}
          currentUrl={post ? thumb(post.image, post.imageVariants) : null}
          progress={progress}
          error={form.errors.image}
          disabled={saving}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons saving={saving} onCancel={onCancel} saveLabel={t(post ? 'admin.blog.update' : 'admin.blog.publish')} />
      </Box>
    </FormPage>
  );
}

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const me = useAdminUser();
  const revalidator = useRevalidator();
  const [view, setView] = useState<{ mode: 'list' } | { mode: 'form'; post: BlogPost | null }>({ mode: 'list' });
  const [search, setSearch] = useState('');

  if (view.mode === 'form') {
    return (
      <PostForm
        key={view.post?._id ?? 'new'}
        post={view.post}
        onCancel={() => setView({ mode: 'list' })}
        onDone={() => {
          setView({ mode: 'list' });
          void revalidator.revalidate();
        }}
      />
    );
  }
  return (
    <AdminPage
      title={t('admin.blog.title')}
      actions={
        <Button variant="contained" onClick={() => setView({ mode: 'form', post: null })}>
          {t('admin.blog.add')}
        </Button>
      }
    >
      {!isRole(me.role, 'Admin') && <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t('admin.blog.ownPosts')}</Typography>}
      <SearchField label={t('admin.blog.search')} value={search} onChange={setSearch} />
      <Loading>
        <PostList promise={loaderData.blogs} search={search} onEdit={(post) => setView({ mode: 'form', post })} />
      </Loading>
    </AdminPage>
  );
}
