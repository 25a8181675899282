// Which picture the lightbox shows, kept in the address (?image=<id>) so that the phone's Back button closes the
// lightbox instead of leaving the page, and a shared or reloaded address opens the same picture again.
// - open(i): a new history entry (Back closes the lightbox and stays on the list);
// - move(i): previous/next/thumbnails/swipes replace that entry (one Back closes, however many pictures were seen);
// - close(): goes back when the entry is the one open() pushed, else (an address opened as it is) replaces it with
//   the list's address.
// The page's data is not fetched again for these steps (defaultShouldRevalidate: false). The lightbox only opens
// once the page has hydrated, so the server's HTML and the first render in the browser agree.
// The picture shown follows a step at once, before the address catches up: a navigation finishes a moment later
// (the routes have client loaders), and two quick arrow presses must move two pictures, not one.
import { useState } from 'react';
import { useLocation, useNavigate, type Path } from 'react-router';
import type { GalleryItem } from '../../../common/api-types.ts';
import { useHydrated } from '../carousel/use-motion.ts';

export const PICTURE_PARAM = 'image';

interface PictureState {
  picture?: boolean;
}

const quiet = { preventScrollReset: true, defaultShouldRevalidate: false } as const;

export function useOpenedPicture(items: GalleryItem[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const addressId = hydrated ? new URLSearchParams(location.search).get(PICTURE_PARAM) : null;
  const [id, setId] = useState(addressId);
  // The address changed (Back, a link, a step's navigation arriving): show what it says.
  const [seen, setSeen] = useState(addressId);
  if (addressId !== seen) {
    setSeen(addressId);
    setId(addressId);
  }
  const found = id ? items.findIndex((item) => item._id === id) : -1;
  const pushed = (location.state as PictureState | null)?.picture === true;

  const address = (pictureId: string | null): Path => {
    const query = new URLSearchParams(location.search);
    if (pictureId) query.set(PICTURE_PARAM, pictureId);
    else query.delete(PICTURE_PARAM);
    const search = query.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  };

  return {
    /** The index of the picture shown, or null when the lightbox is closed. */
    index: found >= 0 ? found : null,
    open(index: number) {
      const item = items[index];
      if (!item) return;
      setId(item._id);
      void navigate(address(item._id), { ...quiet, state: { picture: true } satisfies PictureState });
    },
    move(index: number) {
      const item = items[index];
      if (!item) return;
      setId(item._id);
      void navigate(address(item._id), { ...quiet, replace: true, state: location.state as unknown });
    },
    close() {
      setId(null);
      if (pushed) void navigate(-1);
      else void navigate(address(null), { ...quiet, replace: true });
    },
  };
}
