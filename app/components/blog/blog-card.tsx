// One blog post card (home carousel and blog page): picture, title, the 80-character excerpt, author and
// date, the local like heart and a Read More link. Plain HTML and CSS (blog.css, home.css): no MUI.
import CalendarTodayIcon from 'plain-icon:CalendarToday';
import PersonIcon from 'plain-icon:Person';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { StoredImage } from '../gallery/stored-image.tsx';
import { ContentLanguageNote, useTextLang } from '../layout/content-language.tsx';
import { ActionLink } from '../home/action-link.tsx';
import { LikeButton } from './like-button.tsx';
import { DEFAULT_BLOG_IMAGE, type PostSummary } from './post.ts';
import '../home/home.css';
import './blog.css';

export interface BlogCardProps {
  post: PostSummary;
  /** Where Read More leads (and opens without JavaScript). */
  readMoreTo: string;
  /** With JavaScript: Read More does this instead of following the link (e.g. opens the dialog). */
  onReadMore?: (post: PostSummary) => void;
  headingLevel?: 'h2' | 'h3';
  /** The `sizes` attribute for the picture. */
  imageSizes: string;
  eager?: boolean;
  /** A picture of the first screen beside its main one (StoredImage's `secondary`). */
  secondary?: boolean;
}

export function BlogCard({
  post,
  readMoreTo,
  onReadMore,
  headingLevel = 'h3',
  imageSizes,
  eager = false,
  secondary = false,
}: BlogCardProps) {
  const { t } = useT();
  const Heading = headingLevel;
  const textLang = useTextLang(post.lang);
  const open = (event: MouseEvent) => {
    if (!onReadMore || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onReadMore(post);
  };
  return (
    <article data-post-id={post._id} className="bs-card bs-blog-card">
      <div className="bs-blog-card__picture">
        <StoredImage
          src={post.image}
          variants={post.imageVariants}
          alt={post.alt || post.title}
          sizes={imageSizes}
          eager={eager}
          secondary={secondary}
          srcWidth={400}
          fallback={DEFAULT_BLOG_IMAGE}
        />
      </div>
      <div className="bs-blog-card__body">
        <Heading className="bs-blog-card__title" data-post-title="" lang={textLang}>
          {post.title}
        </Heading>
        <p className="bs-body2 bs-muted bs-blog-card__excerpt" data-excerpt="" lang={textLang}>
          {post.excerpt}
        </p>
        <div className="bs-blog-card__meta">
          <span data-author="">
            <PersonIcon size={16} />
            {post.postedBy}
          </span>
          <span data-date="">
            <CalendarTodayIcon size={15} />
            {post.date}
          </span>
          <ContentLanguageNote lang={post.lang} />
        </div>
        <div className="bs-blog-card__actions">
          <LikeButton title={post.title} />
          {/* With onReadMore it opens a dialog: that also makes it a press that wakes a lean page (wake-on-intent.ts). */}
          <ActionLink
            to={readMoreTo}
            onClick={open}
            look="outlined"
            aria-haspopup={onReadMore ? 'dialog' : undefined}
            data-read-more=""
          >
            {t('common.states.readMore')}
            <span className="bs-sr-only">
              : <span lang={textLang}>{post.title}</span>
            </span>
          </ActionLink>
        </div>
      </div>
    </article>
  );
}
