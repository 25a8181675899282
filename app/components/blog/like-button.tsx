// The local like heart of spec section 3: outline or filled, kept in memory only, never sent.
import FavoriteIcon from 'plain-icon:Favorite';
import FavoriteBorderIcon from 'plain-icon:FavoriteBorder';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import './blog.css';

export function LikeButton({ title }: { title: string }) {
  const { t } = useT();
  const [liked, setLiked] = useState(false);
  return (
    <button
      type="button"
      className="bs-like"
      aria-pressed={liked}
      aria-label={`${t('common.states.like')}: ${title}`}
      title={liked ? t('common.states.unlike') : t('common.states.like')}
      data-liked={liked ? 'true' : 'false'}
      onClick={() => setLiked((l) => !l)}
    >
      {liked ? <FavoriteIcon data-icon="filled" /> : <FavoriteBorderIcon data-icon="outline" />}
    </button>
  );
}
