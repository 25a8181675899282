// /schooldetails and /schooldetails/:id: one school. The spec passes the record through navigation state;
// with an id in the address the server loads it too, so a reload or a shared link shows the school.
// The state record wins when there is one; without either the page asks the visitor to go back.
import { useSyncExternalStore } from 'react';
import { data, useLocation } from 'react-router';
import type { SchoolDetail } from '../../../common/api-types.ts';
import { schoolIcon } from '../../../common/constants.ts';
import { pageContext, type Shown } from '../../app-context.ts';
import { NoSchoolData } from '../../components/school/no-school.tsx';
import { SchoolDetailView, type SchoolView } from '../../components/school/school-view.tsx';
import { translate } from '../../i18n/i18n.tsx';
import { isLang, type Lang } from '../../i18n/languages.ts';
import { variantUrl } from '../../lib/images.ts';
import { withFallback } from '../../lib/data-fallback.ts';
import { recordLanguages } from '../../lib/content-languages.ts';
import { pageMeta, rootData } from '../../lib/meta.ts';
import type { Route } from './+types/school-details.ts';

/** The school, and the languages its content really has (its hreflang alternates). */
interface SchoolPageData {
  school: Shown<SchoolDetail> | null;
  languages: Lang[];
}

const noSchool = (): SchoolPageData => ({ school: null, languages: [] });

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!params.id) return noSchool();
  const id = params.id;
  let found: SchoolPageData;
  try {
    const site = context.get(pageContext).data;
    const school = await site.school(id);
    found = {
      school,
      languages: school ? await recordLanguages(site, school._id, (inLanguage) => inLanguage.school(id)) : [],
    };
  } catch (error) {
    // A passing failure; an unknown or malformed id is a missing page.
    console.error('Failed to fetch school details', error);
    return data(noSchool(), { status: 503 });
  }
  return found.school ? found : data(noSchool(), { status: 404 });
}

// Its data request failing: the record passed along in navigation state (menus, cards) still shows; without
// one, 'No School Data Provided'.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(serverLoader, noSchool, request.signal);

export function meta(args: Route.MetaArgs) {
  const school = args.loaderData?.school;
  if (!school) return pageMeta(args, { title: 'school.noDataTitle', noindex: true });
  const root = rootData(args);
  const description = school.description
    ? school.description.replace(/\s+/g, ' ').slice(0, 160)
    : root
      ? translate(root.messages, 'school.metaDescription', { name: school.schoolName, location: school.location })
      : undefined;
  const image = school.image1Variants ?? school.headImageVariants;
  return pageMeta(args, {
    title: school.schoolName,
    description,
    image: variantUrl(image, 1200, school.image1 ?? school.headImage),
    path: `/schooldetails/${school._id}`,
    content: { languages: args.loaderData.languages, lang: school.lang },
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const variantsOf = (v: unknown) =>
  v && typeof v === 'object' && 'sources' in v ? (v as SchoolDetail['headImageVariants']) : null;
const urlOf = (v: unknown) => (typeof v === 'string' && v ? v : null);

function pairs(v: unknown): [string, string][] {
  let list = v;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter(Array.isArray).map((p: unknown[]) => [text(p[0]), text(p[1])]) : [];
}

/** Any school record (full from the API, or partial from a menu's navigation state) as the page shows it. */
function toView(record: Record<string, unknown>): SchoolView {
  return {
    _id: text(record._id),
    schoolName: text(record.schoolName),
    description: text(record.description),
    location: text(record.location),
    openingYear: text(record.openingYear) || null,
    detailLeft: text(record.detailLeft),
    detailRight: text(record.detailRight),
    headName: text(record.headName),
    headTitle: text(record.headTitle),
    alt: text(record.alt),
    headImage: urlOf(record.headImage),
    headImageVariants: variantsOf(record.headImageVariants),
    images: (['image1', 'image2', 'image3'] as const).map((name) => ({
      src: urlOf(record[name]),
      variants: variantsOf(record[`${name}Variants`]),
    })),
    teachers: num(record.teachers),
    students: num(record.students),
    workers: num(record.workers),
    awards: num(record.awards),
    contactList: pairs(record.contactList),
    contactPhone: text(record.contactPhone),
    contactEmail: text(record.contactEmail),
    iconName: schoolIcon(text(record.iconName)),
    ...(isLang(text(record.lang)) ? { lang: text(record.lang) as Lang } : {}),
  };
}

const noSubscription = () => () => {};

/** False while hydrating (the server had no navigation state), true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function SchoolDetailsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const hydrated = useHydrated();
  const state: unknown = hydrated ? (location.state as { school?: unknown } | null)?.school : undefined;
  const fromState =
    state && typeof state === 'object' && 'schoolName' in state ? (state as Record<string, unknown>) : null;
  const loaded = loaderData.school as unknown as Record<string, unknown> | null;

  let record: Record<string, unknown> | null = loaded;
  if (fromState) {
    // The state record wins; fields a menu did not pass along come from the loaded record of the same school.
    record = loaded && loaded._id === fromState._id ? { ...loaded, ...fromState } : fromState;
  }
  if (!record) return <NoSchoolData />;
  return <SchoolDetailView key={text(record._id)} school={toView(record)} />;
}
