// /loginPage: the home page with the 'Admin Login' dialog open (the public layout opens the dialog on this
// path), so a reload or a shared /loginPage link still shows the dialog (spec section 2).
import Home, { loader as homeLoader } from './home.tsx';
import { failedHomeData } from '../../components/home/home-data.ts';
import { withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/login-page.ts';
import type { PublicHandle } from './layout.tsx';

export const handle: PublicHandle = { mui: false };

type HomeProps = Parameters<typeof Home>[0];

export function loader(args: Route.LoaderArgs) {
  return homeLoader(args as unknown as Parameters<typeof homeLoader>[0]);
}

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(serverLoader, failedHomeData, request.signal);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'common.login.title', noindex: true });

export default function LoginPage(props: Route.ComponentProps) {
  return <Home {...(props as unknown as HomeProps)} />;
}
