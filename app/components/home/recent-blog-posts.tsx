// Recent Blog Posts (spec section 2.4): the first six posts in a carousel, 4 cards from 1400 px, 3 below,
// 2 below 1024 px, 1 below 600 px; moves every 5000 ms in 700 ms, endlessly (forward from the last card
// to the first, one dot per card), dots, no arrows. Read More and View
// All lead to the blog.
import { useT } from '../../i18n/i18n.tsx';
import { BlogCard } from '../blog/blog-card.tsx';
import type { PostSummary } from '../blog/post.ts';
import { ScrollCarousel } from '../carousel/scroll-carousel.tsx';
import { ActionLink } from './action-link.tsx';
import { SectionHeading } from './section-heading.tsx';
import './home.css';

export const BLOG_CAROUSEL = {
  interval: 5000,
  transitionMs: 700,
  perView: { 0: 1, 600: 2, 1024: 3, 1400: 4 },
} as const;

export function RecentBlogPosts({ posts }: { posts: PostSummary[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="home-blog" className="bs-section bs-bg-white" data-section="blog">
      <div className="bs-container bs-container--wide">
        <SectionHeading
          id="home-blog"
          title={t('home.blog.heading')}
          action={
            <ActionLink to="/blog" data-view-all="blog">
              {t('common.states.viewAll')}
            </ActionLink>
          }
        />
        {posts.length === 0 ? (
          <p className="bs-text bs-center bs-muted">{t('home.blog.empty')}</p>
        ) : (
          <ScrollCarousel
            label={t('home.blog.heading')}
            items={posts}
            itemKey={(p) => p._id}
            perView={BLOG_CAROUSEL.perView}
            interval={BLOG_CAROUSEL.interval}
            transitionMs={BLOG_CAROUSEL.transitionMs}
            loop
            renderItem={(post) => (
              <BlogCard
                post={post}
                readMoreTo="/blog"
                imageSizes="(min-width: 1400px) 25vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
              />
            )}
          />
        )}
      </div>
    </section>
  );
}
