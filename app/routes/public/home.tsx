// Home page (spec section 2 "Home page"): hero, feature cards, Our Schools, statistics, strengths,
// pre/primary education, latest activities, photo gallery, recent blog posts, director's message and the
// partner strip. Everything is rendered on the server from one loader; failures become the spec's states.
import { Suspense, useRef } from 'react';
import { HOME_BLOG_POSTS, HOME_GALLERY_ITEMS } from '../../../common/constants.ts';
import { pageContext } from '../../app-context.ts';
import { toSummary } from '../../components/blog/post.ts';
import { DirectorMessageSection } from '../../components/home/director-message.tsx';
import { FeatureCards } from '../../components/home/feature-cards.tsx';
import { GalleryPreview } from '../../components/home/gallery-preview.tsx';
import { Hero } from '../../components/home/hero.tsx';
import { directorState, failedHomeData, sumTotals, type HomeData } from '../../components/home/home-data.ts';
import { LatestActivities } from '../../components/home/latest-activities.tsx';
import { PartnerStrip } from '../../components/home/partner-strip.tsx';
import { PrePrimary } from '../../components/home/pre-primary.tsx';
import { RecentBlogPosts } from '../../components/home/recent-blog-posts.tsx';
import { SchoolsCarousel } from '../../components/home/schools-carousel.tsx';
import { StatisticsBand } from '../../components/home/statistics-band.tsx';
import { Strengths } from '../../components/home/strengths.tsx';
import { variantUrl } from '../../lib/images.ts';
import { withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useMotionPart } from '../../islands/use-motion-part.ts';
import type { Route } from './+types/home.ts';
import type { PublicHandle } from './layout.tsx';

/** Built without MUI components: the public layout loads no MUI for this page (see mui-gate.tsx). */
export const handle: PublicHandle = { mui: false };

type Result<T> = { ok: true; data: T } | { ok: false; data: null };

export async function loader({ context }: Route.LoaderArgs): Promise<HomeData> {
  const { data, partnerSchoolUrl } = context.get(pageContext);
  const get = <T,>(read: Promise<T>): Promise<Result<T>> =>
    read.then(
      (value) => ({ ok: true as const, data: value }),
      () => ({ ok: false as const, data: null }),
    );
  // The home page reads the six posts and six pictures it shows, not the whole blog and gallery.
  const [headers, blogs, director, schools, gallery, partners] = await Promise.all([
    get(data.headers()),
    get(data.blogPage(1, HOME_BLOG_POSTS).then((page) => page.items)),
    get(data.directorMessages()),
    get(data.schools()),
    get(data.galleryPage(null, 1, HOME_GALLERY_ITEMS).then((page) => page.items)),
    get(data.partners()),
  ]);
  const list = <T,>(r: Result<T[]>): T[] => (r.ok && Array.isArray(r.data) ? r.data : []);
  // The partner strip as staff set it in the partner profile; the operator's PARTNER_SCHOOL_URL while unset.
  const partner = list(partners)[0];
  const schoolList = list(schools);
  return {
    heroImages: list(headers)
      .filter((h) => h.image)
      .map(({ _id, title, image, imageVariants, lang }) => ({ _id, title, image, imageVariants, lang })),
    heroFailed: !headers.ok,
    posts: list(blogs).slice(0, HOME_BLOG_POSTS).map(toSummary),
    postsFailed: !blogs.ok,
    director: director.ok ? directorState(director.data) : { status: 'failed' },
    schools: schoolList.map(({ _id, schoolName, description, iconName, lang }) => ({
      _id,
      schoolName,
      description,
      iconName,
      lang,
    })),
    schoolsFailed: !schools.ok,
    totals: sumTotals(schoolList),
    gallery: list(gallery)
      .slice(0, HOME_GALLERY_ITEMS)
      .map(({ _id, title, image, imageVariants, lang }) => ({ _id, title, image, imageVariants, lang })),
    galleryFailed: !gallery.ok,
    partnerSchoolUrl: partner?.schoolUrl || partnerSchoolUrl,
    partnerLogos: { school: partner?.schoolLogo ?? null, club: partner?.clubLogo ?? null },
  };
}

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(serverLoader, failedHomeData, request.signal);

export function meta(args: Route.MetaArgs) {
  const first = args.loaderData?.heroImages[0];
  // (React itself adds a preload link for the first hero picture, drawn with fetchpriority="high".)
  return pageMeta(args, {
    title: 'home.title',
    description: 'home.description',
    image: first ? variantUrl(first.imageVariants, 1200, first.image) : null,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData;

  // Spec section 8: these failures are only logged (the sections stay empty), by the page's own script
  // (app/islands/motion.ts), so also before and without React on the lean page.
  const failures = [
    data.postsFailed && 'Failed to fetch blogs',
    data.schoolsFailed && 'Failed to fetch school details',
    data.galleryFailed && 'Failed to fetch gallery images',
  ].filter((message) => typeof message === 'string');

  // Each section is its own Suspense boundary: React then hydrates them one by one, giving the phone's main
  // thread back between them, instead of in one long task (Lighthouse's Total Blocking Time). Nothing here
  // suspends; the server's HTML is complete either way.
  const sections = [
    <FeatureCards key="features" />,
    <SchoolsCarousel key="schools" schools={data.schools} />,
    <StatisticsBand key="statistics" totals={data.totals} />,
    <Strengths key="strengths" totals={data.totals} />,
    <PrePrimary key="pre-primary" />,
    <LatestActivities key="activities" />,
    <GalleryPreview key="gallery" items={data.gallery} />,
    <RecentBlogPosts key="blog" posts={data.posts} />,
    <DirectorMessageSection key="director" state={data.director} />,
    <PartnerStrip key="partners" schoolUrl={data.partnerSchoolUrl} logos={data.partnerLogos} />,
  ];
  return (
    <>
      {failures.length > 0 && <FailureLog messages={failures} />}
      <Hero images={data.heroImages} failed={data.heroFailed} />
      {sections.map((section) => (
        <Suspense key={section.key}>{section}</Suspense>
      ))}
    </>
  );
}

/** The failures to log (an empty <template>: nothing shown), logged once per page view by motion.ts. */
function FailureLog({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLTemplateElement>(null);
  useMotionPart(ref);
  return <template ref={ref} data-motion="log" data-messages={JSON.stringify(messages)} />;
}
